/** The network profiles of the benchmark, as DevTools' Network.emulateNetworkConditions takes them. */
export interface NetworkProfile {
  name: string;
  /** Round-trip latency added to every request, in ms. */
  latency: number;
  /** Bytes per second; -1 for no limit. */
  downloadThroughput: number;
  uploadThroughput: number;
}

const kbit = (n: number) => (n * 1000) / 8;

export const SLOW_3G: NetworkProfile = {
  name: 'Slow 3G',
  latency: 400,
  downloadThroughput: kbit(400),
  uploadThroughput: kbit(400),
};
export const FAST_3G: NetworkProfile = {
  name: 'Fast 3G',
  latency: 150,
  downloadThroughput: kbit(1600),
  uploadThroughput: kbit(1600),
};
export const UNTHROTTLED: NetworkProfile = { name: 'none', latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

export const PROFILES = [SLOW_3G, FAST_3G, UNTHROTTLED];
