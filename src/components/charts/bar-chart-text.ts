/** The words every bar chart says to a screen reader, whatever it charts. */

export const BAR_CHART_TEXT = {
  barChart: (count: number) => `a bar chart of ${count} ${count === 1 ? 'bar' : 'bars'}`,
  largestDrawn: (drawn: number, count: number) => `a bar chart of the ${drawn} largest of ${count}`,
  highest: 'Highest',
  lowest: 'Lowest',
  inTable: 'The table that follows lists every figure.',
} as const;
