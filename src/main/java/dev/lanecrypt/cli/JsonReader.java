package dev.lanecrypt.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small recursive-descent reader for JSON (RFC 8259): {@code lanecrypt compare} reads timing reports
 * with it, the tests read test vectors (Wycheproof's) and the commands' {@code --json} output; the
 * library has no JSON dependency. Values map to {@code Map<String, Object>} (insertion order
 * kept), {@code List<Object>}, {@code String}, {@code Boolean}, {@code null}, and numbers as
 * {@code Long} when integral and in range, else {@code BigDecimal}. Malformed input throws
 * {@link IllegalArgumentException} naming the offset.
 */
public final class JsonReader {

    private final String text;
    private int pos;

    private JsonReader(String text) {
        this.text = text;
    }

    /** Parses one JSON document (trailing whitespace only). */
    public static Object parse(String text) {
        JsonReader reader = new JsonReader(text);
        Object value = reader.value();
        reader.skipWhitespace();
        if (reader.pos != text.length()) {
            throw reader.error("trailing characters");
        }
        return value;
    }

    /** Reads and parses a UTF-8 file. */
    public static Object read(Path file) {
        try {
            return parse(Files.readString(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code value} as a JSON object. */
    @SuppressWarnings("unchecked")
    public static Map<String, Object> object(Object value) {
        if (!(value instanceof Map)) {
            throw new IllegalArgumentException("not a JSON object: " + value);
        }
        return (Map<String, Object>) value;
    }

    /** {@code value} as a JSON array of objects. */
    public static List<Map<String, Object>> objects(Object value) {
        if (!(value instanceof List<?> list)) {
            throw new IllegalArgumentException("not a JSON array: " + value);
        }
        List<Map<String, Object>> out = new ArrayList<>(list.size());
        for (Object o : list) {
            out.add(object(o));
        }
        return out;
    }

    private Object value() {
        skipWhitespace();
        if (pos >= text.length()) {
            throw error("unexpected end of input");
        }
        char c = text.charAt(pos);
        return switch (c) {
            case '{' -> objectValue();
            case '[' -> arrayValue();
            case '"' -> stringValue();
            case 't' -> literal("true", Boolean.TRUE);
            case 'f' -> literal("false", Boolean.FALSE);
            case 'n' -> literal("null", null);
            default -> {
                if (c == '-' || (c >= '0' && c <= '9')) {
                    yield numberValue();
                }
                throw error("unexpected character '" + c + "'");
            }
        };
    }

    private Map<String, Object> objectValue() {
        pos++;
        Map<String, Object> map = new LinkedHashMap<>();
        skipWhitespace();
        if (peek() == '}') {
            pos++;
            return Collections.unmodifiableMap(map);
        }
        while (true) {
            skipWhitespace();
            if (peek() != '"') {
                throw error("expected a string key");
            }
            String key = stringValue();
            skipWhitespace();
            expect(':');
            if (map.put(key, value()) != null) {
                throw error("duplicate key \"" + key + "\"");
            }
            skipWhitespace();
            if (peek() == ',') {
                pos++;
            } else {
                expect('}');
                return Collections.unmodifiableMap(map);
            }
        }
    }

    private List<Object> arrayValue() {
        pos++;
        List<Object> list = new ArrayList<>();
        skipWhitespace();
        if (peek() == ']') {
            pos++;
            return Collections.unmodifiableList(list);
        }
        while (true) {
            list.add(value());
            skipWhitespace();
            if (peek() == ',') {
                pos++;
            } else {
                expect(']');
                return Collections.unmodifiableList(list);
            }
        }
    }

    private String stringValue() {
        pos++;
        StringBuilder sb = new StringBuilder();
        while (true) {
            if (pos >= text.length()) {
                throw error("unterminated string");
            }
            char c = text.charAt(pos++);
            if (c == '"') {
                return sb.toString();
            }
            if (c < 0x20) {
                throw error("control character in string");
            }
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            if (pos >= text.length()) {
                throw error("unterminated escape");
            }
            char e = text.charAt(pos++);
            switch (e) {
                case '"', '\\', '/' -> sb.append(e);
                case 'b' -> sb.append('\b');
                case 'f' -> sb.append('\f');
                case 'n' -> sb.append('\n');
                case 'r' -> sb.append('\r');
                case 't' -> sb.append('\t');
                case 'u' -> {
                    if (pos + 4 > text.length()) {
                        throw error("short \\u escape");
                    }
                    int code = 0;
                    for (int i = 0; i < 4; i++) {
                        int d = Character.digit(text.charAt(pos++), 16);
                        if (d < 0) {
                            throw error("bad \\u escape");
                        }
                        code = code * 16 + d;
                    }
                    sb.append((char) code);
                }
                default -> throw error("bad escape \\" + e);
            }
        }
    }

    private Object numberValue() {
        int start = pos;
        if (peek() == '-') {
            pos++;
        }
        boolean integral = true;
        int digitsStart = pos;
        while (pos < text.length() && "0123456789.eE+-".indexOf(text.charAt(pos)) >= 0) {
            char c = text.charAt(pos++);
            if (c == '.' || c == 'e' || c == 'E') {
                integral = false;
            }
        }
        String s = text.substring(start, pos);
        if (pos == digitsStart || (s.length() - (digitsStart - start) > 1 && text.charAt(digitsStart) == '0'
                && Character.isDigit(text.charAt(digitsStart + 1)))) {
            throw error("malformed number " + s);
        }
        BigDecimal d;
        try {
            d = new BigDecimal(s);
        } catch (NumberFormatException e) {
            throw error("malformed number " + s);
        }
        if (integral) {
            try {
                return d.longValueExact();
            } catch (ArithmeticException outOfRange) {
                return d;
            }
        }
        return d;
    }

    private Object literal(String word, Object value) {
        if (!text.startsWith(word, pos)) {
            throw error("unexpected token");
        }
        pos += word.length();
        return value;
    }

    private void expect(char c) {
        if (peek() != c) {
            throw error("expected '" + c + "'");
        }
        pos++;
    }

    private char peek() {
        return pos < text.length() ? text.charAt(pos) : '\0';
    }

    private void skipWhitespace() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                return;
            }
            pos++;
        }
    }

    private IllegalArgumentException error(String what) {
        return new IllegalArgumentException("JSON: " + what + " at offset " + pos);
    }
}
