// The edmonds-blossom-fixed package (MIT; Edmonds' maximum weighted matching, a port of Joris van
// Rantwijk's Python, https://github.com/mattkrick/EdmondsBlossom): all we use of it.
declare module 'edmonds-blossom-fixed' {
  /**
   * A matching of greatest total weight of the graph of `edges` ([vertex, vertex, weight], vertices
   * 0..n-1): for each vertex its mate, or -1. With `maxCardinality`, the greatest weight among the
   * matchings with the most edges.
   */
  export default function maxWeightMatching(
    edges: [number, number, number][],
    maxCardinality?: boolean,
  ): number[];
}
