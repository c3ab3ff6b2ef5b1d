/** An empty filter select reads 'All' (its first option) rather than an empty box under its label. */
export const showAll = { inputLabel: { shrink: true }, select: { displayEmpty: true } };
