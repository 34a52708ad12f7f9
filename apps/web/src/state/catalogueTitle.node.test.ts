import { describe, expect, it } from 'vitest';
import { readCatalogueView } from './catalogueParams';
import { catalogueTitle } from './catalogueTitle';

const title = (query: string) => catalogueTitle(readCatalogueView(new URLSearchParams(query)));

describe('the name of a catalogue list', () => {
  it('names the list each home button and header link opens', () => {
    expect(title('')).toBe('Products');
    expect(title('platform=pc')).toBe('Products for PC');
    expect(title('platform=xbox')).toBe('Products for Xbox');
    expect(title('platform=playstation')).toBe('Products for PlayStation');
    expect(title('type=game')).toBe('Games');
    expect(title('type=dlc')).toBe('DLCs');
    expect(title('type=subscription')).toBe('Subscriptions');
    expect(title('type=game&upcoming=false&sortBy=new')).toBe('New games');
    expect(title('type=game&upcoming=true&sortBy=new')).toBe('Upcoming games');
    expect(title('sortBy=bestsellers')).toBe('Bestsellers');
    expect(title('sortBy=trending&type=dlc&platform=nintendo')).toBe('Trending: DLCs for Nintendo');
  });

  it('names a search by its text, whatever else is chosen', () => {
    expect(title('search=knight&type=dlc')).toBe('Search results for “knight”');
  });
});
