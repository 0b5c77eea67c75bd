// The two example brigade divisions (reconstructed, see DATA.md), in the order grammar itself, so a
// player can copy one and edit it. "preset 1" in the brigades step stands for the first.
export default `
preset 1
brigade 1: B1 L1 L2 L3 G1 A1
brigade 2: B2 L4 L5 L6 G2 A2
brigade 3: B3 H1 H2 C1 C2
preset 2
brigade 1: B1 L1 L2 L3 L4 A1
brigade 2: B2 L5 L6 G1 G2 A2
brigade 3: B3 H1 H2 C1 C2
`;
