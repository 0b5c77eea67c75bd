// The army of each side (reconstructed, see DATA.md): one counter per line, "id kind name".
// Kinds: line, guard (Guard infantry), heavy (heavy cavalry), light (light cavalry), artillery,
// brigadier. Both sides field the same list; Red's and Blue's counters differ only in colour.
export default `
L1 line 1st Line
L2 line 2nd Line
L3 line 3rd Line
L4 line 4th Line
L5 line 5th Line
L6 line 6th Line
G1 guard 1st Guard
G2 guard 2nd Guard
H1 heavy 1st Cuirassiers
H2 heavy 2nd Cuirassiers
C1 light 1st Hussars
C2 light 2nd Hussars
A1 artillery 1st Battery
A2 artillery 2nd Battery
B1 brigadier 1st Brigadier
B2 brigadier 2nd Brigadier
B3 brigadier 3rd Brigadier
`;
