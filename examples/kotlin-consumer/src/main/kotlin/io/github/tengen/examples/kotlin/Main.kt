package io.github.tengen.examples.kotlin

import io.github.tengen.go.BoardSize
import io.github.tengen.go.Color
import io.github.tengen.go.Legality
import io.github.tengen.go.Move
import io.github.tengen.go.Point
import io.github.tengen.go.Position
import io.github.tengen.go.RuleSet
import io.github.tengen.go.Scorer
import io.github.tengen.go.sgf.GameRecord
import io.github.tengen.go.sgf.SgfReader

/** Plays, checks, scores and reads a record, as the README's Kotlin example does; prints what it found. */
fun main() {
    // --- README Kotlin start
    var p = Position.empty(BoardSize.square(9), RuleSet.JAPANESE)
    for (gtp in listOf("E5", "C3", "G3")) p = p.play(Point.parseGtp(gtp, p.size()))
    val answer = when (p.check(Move.parseGtp(Color.WHITE, "E5", p.size()))) {
        Legality.LEGAL -> "legal"
        Legality.OCCUPIED -> "occupied"                  // types are non-null (@NullMarked): no !! or ?.
        else -> "illegal"
    }
    val moves: List<Move> = p.legalMoves()
    val score = Scorer.score(p.pass().pass())
    val record = GameRecord.of(SgfReader.strict().read("(;SZ[9]KM[6.5];B[ee];W[cc])").game()).toEnd()
    val stone: Color? = record.position().stoneAt(Point.parseGtp("C7", record.boardSize())).orElse(null)
    println("$answer, ${moves.size} legal moves, ${score.toSgf()}, C7 holds $stone")
    // --- end
}
