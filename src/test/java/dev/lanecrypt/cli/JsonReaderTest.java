package dev.lanecrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonReaderTest {

    @Test
    void readsEveryKindOfValue() {
        Object v = JsonReader.parse(" {\"a\": [1, -2, 3.5, 1e3, true, false, null],"
                + " \"s\": \"x\\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\", \"o\": {}, \"e\": [],"
                + " \"big\": 123456789012345678901234567890} ");
        Map<String, Object> m = JsonReader.object(v);
        assertEquals(List.of("a", "s", "o", "e", "big"), List.copyOf(m.keySet()));
        assertEquals(Arrays.asList(1L, -2L, new BigDecimal("3.5"), new BigDecimal("1e3"), true, false, null),
                m.get("a"));
        assertEquals("x\"\\/\b\f\n\r\t\u00e9", m.get("s"));
        assertEquals(Map.of(), m.get("o"));
        assertEquals(List.of(), m.get("e"));
        assertEquals(new BigDecimal("123456789012345678901234567890"), m.get("big"));
        assertNull(JsonReader.parse("null"));
    }

    @Test
    void objectsOfAnArray() {
        List<Map<String, Object>> list = JsonReader.objects(JsonReader.parse("[{\"k\":1},{\"k\":2}]"));
        assertEquals(2L, list.get(1).get("k"));
    }

    @Test
    void rejectsMalformedInput() {
        for (String bad : List.of("", "{", "[1,]", "{\"a\" 1}", "{\"a\":1,\"a\":2}", "\"abc", "01", "-",
                "tru", "[1] x", "\"\\q\"", "\"\\u12\"", "{1:2}", "\"a\nb\"")) {
            assertThrows(IllegalArgumentException.class, () -> JsonReader.parse(bad), bad);
        }
    }
}
