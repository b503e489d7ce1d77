package io.github.tengen.go;

/**
 * What one try at a move gives inside this package: the next {@link Position}, or the {@link MoveResult.Rejected}
 * that says why there is none. It lets {@link Position#play(Move)} return the next position without allocating a
 * {@link MoveResult.Played} on the way.
 */
sealed interface Attempt permits Position, MoveResult.Rejected {}
