// Board B, "Farm" (reconstructed, see DATA.md). Printed with edge 1 at the bottom, edge 2 on the
// right, edge 3 at the top and edge 4 on the left, the way the board lies at orientation 1 for Red.
// terrain: . open  f field (open ground, crops)  = road  B building  W woods
// height:  0 flat ground, 1 hill slope, 2 hill top (levels only matter for line of sight)
export default `
board B Farm
terrain
  . . f f f . . . . .
  . . f f f . . W W .
  . . . . . . . W W W
  = = = . . . . . W .
  . . = = B B . . . .
  . . . = = B . . . .
  f f . . = = = = = =
  f f . . . . . . . .
  . . . . . . . . . .
  . . . . . . . . . .
height
  0 0 0 0 0 0 0 0 0 0
  0 0 0 0 0 0 0 0 0 0
  0 0 0 0 0 0 0 0 0 0
  0 0 0 0 0 0 0 0 0 0
  0 0 0 0 0 0 0 0 0 0
  0 0 0 0 0 0 0 0 0 0
  1 1 1 1 0 0 0 0 0 0
  1 2 2 1 0 0 0 0 0 0
  1 2 2 1 0 0 0 0 0 0
  1 1 1 1 0 0 0 0 0 0
`;
