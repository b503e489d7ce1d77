/**
 * Tengen go-render: pictures of the Go board, drawn as text and SVG.
 *
 * <p>{@code io.github.tengen.go.render} holds the {@link io.github.tengen.go.render.Picture} and its renderers; the
 * drawing shared with go-render-png's PNG renderer ({@code io.github.tengen.go.render.internal}) is exported to that
 * module only. It runs on Android (no {@code java.desktop}). The annotations are needed at compile time only.
 */
module io.github.tengen.go.render {
  requires transitive io.github.tengen.go;
  requires static org.jspecify;
  requires static com.google.errorprone.annotations;

  exports io.github.tengen.go.render;
  exports io.github.tengen.go.render.internal to io.github.tengen.go.render.png;
}
