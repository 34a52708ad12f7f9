export declare const baselineDir: string;
export declare const diffDir: string;
export declare const seenFile: string;
export declare const viewport: { width: number; height: number };
export declare const failureThreshold: number;
export declare const pinnedCss: string;
export declare function sameAsBaseline(id: string, image: Buffer): boolean;
export declare function compareWithBaseline(id: string, image: Buffer, update: boolean): string | null;
