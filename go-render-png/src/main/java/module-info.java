/**
 * Tengen go-render-png: go-core's pictures of the board as PNG images, drawn with Java2D.
 *
 * <p>It is an artifact of its own because Java2D (the JDK's {@code java.desktop} module) is not on every platform
 * go-core runs on: Android has none. It depends on nothing but go-core and the JDK.
 */
module io.github.tengen.go.render.png {
  requires transitive io.github.tengen.go.render;
  requires transitive java.desktop;
  requires static org.jspecify;
  requires static com.google.errorprone.annotations;

  exports io.github.tengen.go.render.png;
}
