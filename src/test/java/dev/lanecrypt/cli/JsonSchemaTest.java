package dev.lanecrypt.cli;

import dev.lanecrypt.provider.Version;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanecrypt.cli.JsonReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@code cpu --json} and {@code timing --json} are one schema (issue 15): the same top level
 * ({@code version}, {@code command}, {@code machine}), the same {@code machine} object from the same JVM,
 * every key camelCase (but the keys that are names: operations, candidates), and each key documented in
 * docs/json.md's "cpu --json and timing --json".
 */
class JsonSchemaTest {

    /** Objects whose keys are names (an operation, a candidate), not schema. */
    private static final Set<String> NAMED = Set.of("kernels", "nsPerOp");

    private static Map<String, Object> run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(List.of(args), new CommandIo(new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)));
        assertEquals(0, exit, err.toString(StandardCharsets.UTF_8));
        return JsonReader.object(JsonReader.parse(out.toString(StandardCharsets.UTF_8).strip()));
    }

    private static void keys(Object v, String where, List<String> found) {
        if (v instanceof Map<?, ?> m) {
            for (Map.Entry<?, ?> e : m.entrySet()) {
                String k = (String) e.getKey();
                if (!NAMED.contains(where)) {
                    assertTrue(k.matches("[a-z][a-zA-Z0-9]*"), "camelCase key '" + k + "' under " + where);
                    found.add(k);
                }
                keys(e.getValue(), NAMED.contains(where) ? where + "." + k : k, found);
            }
        } else if (v instanceof List<?> l) {
            for (Object o : l) {
                keys(o, where, found);
            }
        }
    }

    @Test
    void bothHaveTheVersionTheMachineAndCamelCaseKeysAllDocumented() throws IOException {
        Map<String, Object> cpu = run("cpu", "--json", "mul");
        Map<String, Object> timing = run("timing", "sqr", "--digits", "4", "--runs", "1", "--forks", "1", "--json");
        for (Map<String, Object> j : List.of(cpu, timing)) {
            assertEquals(List.of("version", "command", "machine"), List.copyOf(j.keySet()).subList(0, 3), j.keySet().toString());
            assertEquals(Version.get(), j.get("version"));
        }
        assertEquals("cpu", cpu.get("command"));
        assertEquals("timing", timing.get("command"));
        assertEquals(cpu.get("machine"), timing.get("machine"), "one machine description");
        Map<String, Object> machine = JsonReader.object(cpu.get("machine"));
        assertEquals(List.of("cpu", "os", "jvm", "hotspot", "vectorApi"), List.copyOf(machine.keySet()));
        assertEquals(Runtime.getRuntime().availableProcessors(),
                ((Number) JsonReader.object(machine.get("cpu")).get("cores")).intValue());
        assertEquals(Runtime.version().toString(), JsonReader.object(machine.get("jvm")).get("version"));

        List<String> found = new ArrayList<>();
        keys(cpu, "", found);
        keys(timing, "", found);
        String readme = Files.readString(Path.of(System.getProperty("lanecrypt.basedir", "."), "docs", "json.md"));
        int at = readme.indexOf("\n## `cpu --json` and `timing --json`");
        assertTrue(at >= 0, "docs/json.md has the section");
        String section = readme.substring(at, readme.indexOf("\n## ", at + 1));
        for (String k : found.stream().distinct().toList()) {
            assertTrue(section.contains("`" + k + "`"), "docs/json.md documents `" + k + "`");
        }
    }
}
