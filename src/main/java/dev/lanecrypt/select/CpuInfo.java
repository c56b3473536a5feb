package dev.lanecrypt.select;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The CPU's model name and feature flags, from the first processor block of {@code /proc/cpuinfo} where
 * it exists (Linux); elsewhere the model is {@code os.arch} and the flags are empty. Facts for the
 * report and the profile key only: kernels are chosen by measurement, never by these names.
 */
public record CpuInfo(String model, Set<String> flags) {

    /** The flags {@code lanecrypt cpu} shows: the ones that matter for 64-bit-lane integer SIMD. */
    public static final List<String> INTERESTING = List.of(
            "sse2", "ssse3", "sse4_1", "sse4_2", "avx", "avx2", "bmi2", "adx",
            "avx512f", "avx512dq", "avx512bw", "avx512vl", "avx512ifma", "avx512vbmi", "gfni", "vpclmulqdq");

    public static CpuInfo read() {
        Path p = Path.of("/proc/cpuinfo");
        try {
            if (Files.isReadable(p)) {
                return parse(Files.readAllLines(p));
            }
        } catch (IOException | RuntimeException e) {
            // fall through to the portable facts: the report says "unknown", selection still measures
        }
        return new CpuInfo(System.getProperty("os.arch", "unknown"), Set.of());
    }

    static CpuInfo parse(List<String> lines) {
        String model = null;
        Set<String> flags = new TreeSet<>();
        for (String line : lines) {
            if (line.isBlank() && model != null) {
                break;                                    // end of the first processor block
            }
            int colon = line.indexOf(':');
            if (colon < 0) {
                continue;
            }
            String key = line.substring(0, colon).trim();
            String value = line.substring(colon + 1).trim();
            if (key.equals("model name") && model == null) {
                model = value;
            } else if ((key.equals("flags") || key.equals("Features")) && flags.isEmpty()) {
                flags.addAll(Arrays.asList(value.split("\\s+")));
            }
        }
        return new CpuInfo(model == null ? System.getProperty("os.arch", "unknown") : model, Set.copyOf(flags));
    }

    /** The {@link #INTERESTING} flags this CPU has, in that order. */
    public List<String> interestingFlags() {
        return INTERESTING.stream().filter(flags::contains).toList();
    }
}
