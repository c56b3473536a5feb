package dev.lanecrypt.arch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The generated sources are their generators' output (gen/): the DES S-box circuits in
 * {@code BitslicedDesEngine} and {@code BitslicedDes64} ({@code gen/des_sbox_circuits.py --check}, which
 * regenerates them in memory and compares), and the Blowfish initial words {@code BlowfishPi}
 * ({@code gen/GenBlowfishPi.java} run by this JVM's source launcher), and the interleaved Blowfish engines
 * {@code BlowfishInterleave2/4/8} ({@code gen/GenBlowfishInterleave.java}), and the written-out comba
 * {@code UnrolledComba} ({@code gen/GenUnrolledComba.java}), {@code PairedComba} ({@code gen/GenPairedComba.java}), and the 512-bit comba with an operand in registers
 * {@code SimdPermuteComba} ({@code gen/gen_permute_comba.py}), and the 512-bit comba whose rows share windows
 * {@code SimdWindowComba} ({@code gen/gen_window_comba.py}), and the 256-bit comba with the column sums in
 * registers {@code SimdRowBlockComba} ({@code gen/gen_rows_comba.py}). A hand edit of a generated file, or a
 * generator changed without regenerating, fails here.
 */
class GeneratedSourcesTest {

    private static final Path BASE = Path.of(System.getProperty("lanecrypt.basedir", "."));

    private static String run(List<String> command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).directory(BASE.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(5, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new AssertionError(command + " did not finish");
        }
        assertEquals(0, p.exitValue(), command + ":\n" + out);
        return out;
    }

    private static boolean hasPython() {
        try {
            return new ProcessBuilder("python3", "--version").redirectErrorStream(true).start().waitFor() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    @Test
    void theDesCircuitsAreTheGeneratorsOutput() throws Exception {
        assumeTrue(hasPython(), "python3 is not on PATH");
        run(List.of("python3", "gen/des_sbox_circuits.py", "--check"));
    }

    @Test
    void theInterleavedBlowfishEnginesAreTheGeneratorsOutput() throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        for (int n : new int[] {2, 4, 8}) {
            String generated = run(List.of(java, "gen/GenBlowfishInterleave.java", Integer.toString(n)));
            assertEquals(Files.readString(BASE.resolve("scalar/dev/lanecrypt/blowfish/BlowfishInterleave" + n + ".java")),
                    generated, "BlowfishInterleave" + n);
        }
    }

    @Test
    void theUnrolledCombaIsTheGeneratorsOutput() throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        String generated = run(List.of(java, "gen/GenUnrolledComba.java"));
        assertEquals(Files.readString(BASE.resolve("scalar/dev/lanecrypt/math/kernel/UnrolledComba.java")), generated);
    }

    @Test
    void thePairedCombaIsTheGeneratorsOutput() throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        String generated = run(List.of(java, "gen/GenPairedComba.java"));
        assertEquals(Files.readString(BASE.resolve("scalar/dev/lanecrypt/math/kernel/PairedComba.java")), generated);
    }

    @Test
    void thePermuteCombaIsTheGeneratorsOutput() throws Exception {
        assumeTrue(hasPython(), "python3 is not on PATH");
        String generated = run(List.of("python3", "gen/gen_permute_comba.py"));
        assertEquals(Files.readString(BASE.resolve("simd/dev/lanecrypt/math/kernel/SimdPermuteComba.java")), generated);
    }

    @Test
    void theWindowCombaIsTheGeneratorsOutput() throws Exception {
        assumeTrue(hasPython(), "python3 is not on PATH");
        String generated = run(List.of("python3", "gen/gen_window_comba.py"));
        assertEquals(Files.readString(BASE.resolve("simd/dev/lanecrypt/math/kernel/SimdWindowComba.java")), generated);
    }

    @Test
    void theRowBlockCombaIsTheGeneratorsOutput() throws Exception {
        assumeTrue(hasPython(), "python3 is not on PATH");
        String generated = run(List.of("python3", "gen/gen_rows_comba.py"));
        assertEquals(Files.readString(BASE.resolve("simd/dev/lanecrypt/math/kernel/SimdRowBlockComba.java")),
                generated);
    }

    @Test
    void theBlowfishWordsAreTheGeneratorsOutput() throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        String generated = run(List.of(java, "gen/GenBlowfishPi.java"));
        assertEquals(Files.readString(BASE.resolve("src/main/java/dev/lanecrypt/blowfish/BlowfishPi.java")), generated);
    }
}
