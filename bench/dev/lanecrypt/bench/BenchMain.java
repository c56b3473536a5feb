package dev.lanecrypt.bench;

import dev.lanecrypt.math.kernel.Kernels;
import dev.lanecrypt.math.kernel.MulKernel;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Main class of {@code target/benchmarks.jar}: JMH's own command line ({@code org.openjdk.jmh.Main}),
 * plus one default that annotations cannot give: unless {@code -p mulPath=...} is on the command line,
 * {@link MulBench} runs every kernel of {@link Kernels#candidates()} on this JVM and
 * {@value MulBench#BIGINTEGER}. Run it with the library's JVM flags (see {@code bench/run}), or the
 * list holds only the scalar kernel.
 */
public final class BenchMain {

    private BenchMain() {
    }

    public static void main(String[] args) throws Exception {
        List<String> argv = new ArrayList<>(List.of(args));
        boolean given = false;
        for (int i = 0; i + 1 < argv.size(); i++) {
            given |= argv.get(i).equals("-p") && argv.get(i + 1).startsWith("mulPath=");
        }
        if (!given) {
            String paths = String.join(",", Stream.concat(Kernels.candidates().stream().map(MulKernel::name),
                    Stream.of(MulBench.MPINT, MulBench.BIGINTEGER)).toList());
            argv.add("-p");
            argv.add("mulPath=" + paths);
        }
        org.openjdk.jmh.Main.main(argv.toArray(String[]::new));
    }
}
