/** A long article teaser: clamped to three lines in a 480 px column. */
export const longText = `Spring is the season of big releases, and this year is no exception. From sprawling open worlds to tight
roguelikes, the next three months bring something for every kind of player. We picked the ten games we are most
excited about, checked which platforms they launch on, and noted where pre-orders come with a bonus. Read on for
release dates, the editions worth buying, and the keys that usually sell out first, so you can plan your wishlist
before the rush. We will keep this list updated as studios confirm their dates.`;
