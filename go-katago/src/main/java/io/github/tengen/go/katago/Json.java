package io.github.tengen.go.katago;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Optional;

/** The JSON reading go-katago's values share: Jackson's mapper, and fields read with their types checked. */
final class Json {
  /** Jackson's reader and writer: thread-safe once made, and made once. */
  static final ObjectMapper MAPPER = new ObjectMapper();

  private Json() {}

  /**
   * A JSON text from outside (an engine's line, a caller's query), as a tree.
   *
   * @throws IllegalArgumentException if it is not JSON
   */
  static JsonNode read(String json) {
    try {
      JsonNode node = MAPPER.readTree(java.util.Objects.requireNonNull(json, "json"));
      if (node == null) {
        throw new IllegalArgumentException("no JSON in " + json);
      }
      return node;
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new IllegalArgumentException("not JSON: " + e.getOriginalMessage(), e);
    }
  }

  /** A JSON text this library wrote, as a tree. */
  static JsonNode tree(String json) {
    try {
      return MAPPER.readTree(json);
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new IllegalStateException("our own JSON does not read: " + json, e);
    }
  }

  static String text(JsonNode o, String key) {
    JsonNode v = o.get(key);
    if (v == null || !v.isTextual()) {
      throw new IllegalArgumentException(key + " is a string: " + o);
    }
    return v.textValue();
  }

  static Optional<String> optionalText(JsonNode o, String key) {
    JsonNode v = o.get(key);
    return v != null && v.isTextual() ? Optional.of(v.textValue()) : Optional.empty();
  }

  static int integer(JsonNode o, String key) {
    JsonNode v = o.get(key);
    if (v == null || !v.canConvertToInt() || !v.isIntegralNumber()) {
      throw new IllegalArgumentException(key + " is a whole number: " + o);
    }
    return v.intValue();
  }

  static double number(JsonNode o, String key) {
    JsonNode v = o.get(key);
    if (v == null || !v.isNumber()) {
      throw new IllegalArgumentException(key + " is a number: " + o);
    }
    return v.doubleValue();
  }

  static JsonNode object(JsonNode o, String key) {
    JsonNode v = o.get(key);
    if (v == null || !v.isObject()) {
      throw new IllegalArgumentException(key + " is an object: " + o);
    }
    return v;
  }

  static JsonNode array(JsonNode o, String key) {
    JsonNode v = o.get(key);
    if (v == null || !v.isArray()) {
      throw new IllegalArgumentException(key + " is an array: " + o);
    }
    return v;
  }

  static Optional<double[]> doubles(JsonNode o, String key) {
    JsonNode v = o.get(key);
    if (v == null) {
      return Optional.empty();
    }
    if (!v.isArray()) {
      throw new IllegalArgumentException(key + " is an array of numbers: " + o);
    }
    double[] out = new double[v.size()];
    for (int i = 0; i < out.length; i++) {
      if (!v.get(i).isNumber()) {
        throw new IllegalArgumentException(key + " is an array of numbers: " + v.get(i));
      }
      out[i] = v.get(i).doubleValue();
    }
    return Optional.of(out);
  }
}
