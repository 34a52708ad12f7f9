/** The levels every `headingLevel` prop takes: the caller fits the component's heading into its page outline. */
export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];
