/**
 * The bitboard machinery behind {@code Position} and {@code Board}. Not exported by the module; not API.
 */
package io.github.tengen.go.internal;
