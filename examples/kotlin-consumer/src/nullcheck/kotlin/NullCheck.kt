package io.github.tengen.examples.kotlin

import io.github.tengen.go.BoardSize
import io.github.tengen.go.Position
import io.github.tengen.go.RuleSet

/** Must not compile: Position.empty takes a non-null BoardSize, and Kotlin must know it from @NullMarked. */
fun nullBoardSize(size: BoardSize?): Position = Position.empty(size, RuleSet.CHINESE)
