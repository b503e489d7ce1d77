package io.github.tengen.go.gtp;

import io.github.tengen.go.Point;
import java.util.Objects;

/**
 * What a player decides to do: play a stone, pass or resign. {@link GtpPlayer#genmove(MoveRequest)} returns it;
 * {@link GtpClient#genmove(io.github.tengen.go.Color)} reads it from an engine's answer.
 *
 * <pre>{@code
 * return Decision.play(point);   // or Decision.pass(), Decision.resign()
 * }</pre>
 *
 * @since 0.1.0
 */
public sealed interface Decision permits Decision.Play, Decision.Pass, Decision.Resign {

  /**
   * A stone on a point.
   *
   * @param point the point
   * @return the decision
   */
  static Decision play(Point point) {
    return new Play(point);
  }

  /**
   * A pass.
   *
   * @return the decision
   */
  static Decision pass() {
    return Pass.INSTANCE;
  }

  /**
   * A resignation.
   *
   * @return the decision
   */
  static Decision resign() {
    return Resign.INSTANCE;
  }

  /**
   * A stone on a point.
   *
   * @param point the point
   * @since 0.1.0
   */
  record Play(Point point) implements Decision {
    /**
     * Creates the decision.
     *
     * @param point the point
     * @throws NullPointerException if the point is null
     */
    public Play {
      Objects.requireNonNull(point, "point");
    }
  }

  /**
   * A pass.
   *
   * @since 0.1.0
   */
  final class Pass implements Decision {
    private static final Pass INSTANCE = new Pass();

    private Pass() {}

    @Override
    public String toString() {
      return "pass";
    }
  }

  /**
   * A resignation.
   *
   * @since 0.1.0
   */
  final class Resign implements Decision {
    private static final Resign INSTANCE = new Resign();

    private Resign() {}

    @Override
    public String toString() {
      return "resign";
    }
  }
}
