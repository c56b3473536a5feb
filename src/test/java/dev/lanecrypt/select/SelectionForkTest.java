package dev.lanecrypt.select;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanecrypt.cli.JsonReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Detection and selection in JVMs started with other hardware flags (this JDK, this class path): the
 * width {@code lanecrypt cpu --json} reports is the one that JVM's HotSpot gives, multiplication stays
 * correct under each, and the refusals, the forced kernel and the profile behave as documented. Every
 * fork gets its own empty {@code XDG_CACHE_HOME}, so a profile of the developer's is never read.
 */
class SelectionForkTest {

    private static final String VECTOR = "--add-modules=jdk.incubator.vector";

    @TempDir
    Path cache;

    record Run(int exit, String out, String err) {
        List<String> errLines(String containing) {
            return err.lines().filter(l -> l.contains(containing)).toList();
        }
    }

    private Run fork(List<String> jvmFlags, String mainClass, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(jvmFlags);
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add(mainClass);
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment().put("XDG_CACHE_HOME", cache.toString());
        Path out = cache.resolve("stdout");
        Path err = cache.resolve("stderr");
        pb.redirectOutput(out.toFile()).redirectError(err.toFile());
        Process p = pb.start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("fork timed out: " + cmd);
        }
        return new Run(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
    }

    private Run cpu(String... jvmFlags) throws IOException, InterruptedException {
        Run r = fork(List.of(jvmFlags), ForkedKernelCheck.class.getName(), "cpu");
        assertEquals(0, r.exit(), r.toString());
        assertTrue(r.out().contains("MULTIPLY-OK"), r.toString());
        return r;
    }

    private static Map<String, Object> json(Run r) {
        return JsonReader.object(JsonReader.parse(r.out().lines().findFirst().orElseThrow()));
    }

    /** The value at a dotted path of the JSON ("machine.vectorApi.bits"). */
    private static Object at(Map<String, Object> m, String path) {
        Object v = m;
        for (String key : path.split("\\.")) {
            v = JsonReader.object(v).get(key);
        }
        return v;
    }

    private static long num(Map<String, Object> m, String path) {
        return ((Number) at(m, path)).longValue();
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3})
    void vectorBitsAreWhatHotSpotGivesForEachUseAvx(int useAvx) throws Exception {
        Run r = cpu(VECTOR, "-XX:UseAVX=" + useAvx);
        Map<String, Object> j = json(r);
        long effectiveAvx = num(j, "machine.hotspot.useAvx");
        long maxVectorSize = num(j, "machine.hotspot.maxVectorSize");
        assertTrue(effectiveAvx <= useAvx, "HotSpot only lowers UseAVX to what the CPU has: " + j);
        // AVX1 has 256-bit float vectors only: integer (long) vectors stay at 16 bytes below AVX2.
        long expected = 8 * (effectiveAvx >= 2 ? maxVectorSize : Math.min(16, maxVectorSize));
        assertEquals(expected, num(j, "machine.vectorApi.bits"), j.toString());
        assertEquals(Boolean.TRUE, at(j, "machine.vectorApi.usable"));
        Map<String, Object> mul = JsonReader.object(JsonReader.object(j.get("kernels")).get("mul"));
        List<Map<String, Object>> choices = JsonReader.objects(mul.get("choices"));
        // one choice per multiply class and one per square class
        assertEquals(Cutoffs.mulClasses().length + Cutoffs.squareClasses().length, choices.size());
        for (Map<String, Object> c : choices) {
            String chosen = (String) c.get("chosen");
            assertTrue(!chosen.startsWith("simd") || Integer.parseInt(chosen.substring(4)) <= expected,
                    "a width above the preferred one is never picked at first use: " + c);
            assertTrue(JsonReader.object(c.get("nsPerOp")).containsKey(chosen), c.toString());
        }
    }

    @Test
    void withoutTheModuleItRunsScalarAndSaysWhichFlagIsMissing() throws Exception {
        Run r = cpu();
        Map<String, Object> j = json(r);
        assertEquals(0L, num(j, "machine.vectorApi.bits"));
        assertEquals(Boolean.FALSE, at(j, "machine.vectorApi.usable"));
        List<String> refusal = r.errLines("SIMD kernels disabled");
        assertEquals(1, refusal.size(), r.err());
        assertTrue(refusal.get(0).contains("--add-modules jdk.incubator.vector"), refusal.get(0));
        assertTrue(r.out().contains("MULTIPLY-OK"), r.out());
        for (Map<String, Object> c : JsonReader.objects(
                JsonReader.object(JsonReader.object(j.get("kernels")).get("mul")).get("choices"))) {
            assertTrue(List.of("scalar", "unrolled", "paired").contains(c.get("chosen")), "a scalar kernel: " + c);
        }
    }

    @Test
    void withoutC2ItRunsScalar() throws Exception {
        Run r = cpu(VECTOR, "-XX:TieredStopAtLevel=1");
        assertEquals(0L, num(json(r), "machine.vectorApi.bits"));
        assertEquals(1, r.errLines("C2 is off (-XX:TieredStopAtLevel=1)").size(), r.err());
    }

    @Test
    void forcingAWidthTheJvmCannotRunIsOneLineAndExit2() throws Exception {
        Run cli = fork(List.of("-Dlanecrypt.kernel=simd256"), "dev.lanecrypt.cli.Main", "cpu", "mul");
        assertEquals(2, cli.exit(), cli.toString());
        List<String> lines = cli.errLines("lanecrypt: -Dlanecrypt.kernel=simd256");
        assertEquals(List.of("lanecrypt: -Dlanecrypt.kernel=simd256: this JVM cannot run simd256: "
                + "jdk.incubator.vector is not in the boot layer; start the JVM with --add-modules jdk.incubator.vector"),
                lines, cli.err());
        assertFalse(cli.err().contains("Exception") || cli.err().contains("\tat "), cli.err());
        assertEquals("", cli.out());

        Run lib = fork(List.of("-Dlanecrypt.kernel=simd256"), ForkedKernelCheck.class.getName(), "base");
        assertTrue(lib.out().startsWith("KernelChoiceException: -Dlanecrypt.kernel=simd256: this JVM cannot run simd256"),
                lib.toString());
    }

    /** Each kernel forced in turn carries MpInt's products (Karatsuba above the cutoffs) at 1..300 digits. */
    @ParameterizedTest
    @ValueSource(strings = {"scalar", "unrolled", "paired", "simd128", "simd256", "simd512"})
    void eachForcedKernelIsUsedAndCorrect(String kernel) throws Exception {
        Run r = cpu(VECTOR, "-Dlanecrypt.kernel=" + kernel);
        for (Map<String, Object> c : JsonReader.objects(
                JsonReader.object(JsonReader.object(json(r).get("kernels")).get("mul")).get("choices"))) {
            assertEquals(kernel, c.get("chosen"));
            assertEquals("forced by -Dlanecrypt.kernel=" + kernel, c.get("reason"));
        }
        assertTrue(r.out().contains("MULTIPLY-OK " + kernel), r.out());
    }

    @Test
    void aCorruptProfileIsIgnoredWithOneWarning() throws Exception {
        Path profile = cache.resolve("lanecrypt").resolve("profile.txt");
        Files.createDirectories(profile.getParent());
        Files.writeString(profile, "lanecrypt-profile\t1\ncpu\tx\njvm\ty\nshape\tz\nchoice\tmul\tmultiply 1-7\tsimd999\n"
                + "crc32\t00000000\n");
        Run r = cpu(VECTOR);
        assertEquals(1, r.errLines("ignoring corrupt profile " + profile).size(), r.err());
        String source = (String) JsonReader.object(JsonReader.object(json(r).get("kernels")).get("mul")).get("source");
        assertTrue(source.startsWith("quick calibration"), source);
    }

    @Test
    void tuneSavesAProfileThatTheNextJvmUses() throws Exception {
        Run tune = fork(List.of(VECTOR), "dev.lanecrypt.cli.Main", "tune", "mul");
        assertEquals(0, tune.exit(), tune.toString());
        Path profile = cache.resolve("lanecrypt").resolve("profile.txt");
        assertTrue(tune.out().contains("profile saved to " + profile), tune.out());
        assertTrue(Files.readString(profile).contains("choice\tmul\tsquare 64-256\t"), Files.readString(profile));
        Run next = cpu(VECTOR);
        Map<String, Object> mul = JsonReader.object(JsonReader.object(json(next).get("kernels")).get("mul"));
        assertEquals("profile " + profile, mul.get("source"));
        assertTrue(next.errLines("profile").stream().noneMatch(l -> l.contains("WARNING")), next.err());
    }
}
