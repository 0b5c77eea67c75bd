// A side of a game ("union", "red", "scots"): a plain id, shared by the contract and the events.
export type Side = string;
