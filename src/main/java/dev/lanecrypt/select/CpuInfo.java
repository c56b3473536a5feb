package dev.lanecrypt.select;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * The CPU's model name, signature and feature flags, from the first processor block of {@code /proc/cpuinfo}
 * where it exists (Linux); elsewhere the model is {@code os.arch}, the signature empty and the flags empty.
 * Facts for the report and the profile key only: kernels are chosen by measurement, never by these names.
 *
 * <p>The signature is what tells apart CPUs a hypervisor names alike: x86's {@code cpu family}, {@code model} and
 * {@code stepping} ({@code "family 25 model 17 stepping 1"}), or ARM's implementer, part, variant and revision.
 * KVM guests of an AMD Zen 3, Zen 4 and Zen 5 all report the model name {@code AMD EPYC}, and a Zen 4 and a Zen 5
 * have the same SIMD flags, but a Zen 4 runs 512-bit operations in two halves, so the order of the widths' kernels
 * may differ between them: a profile tuned on one is not the other's.
 */
public record CpuInfo(String model, String signature, Set<String> flags) {

    /** {@code signature} is empty, not null, where there is none: the profile key and the reports print it. */
    public CpuInfo {
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(signature, "signature");
        Objects.requireNonNull(flags, "flags");
    }

    /** A CPU known by its model name and flags alone (empty signature). */
    public CpuInfo(String model, Set<String> flags) {
        this(model, "", flags);
    }

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

    /** The {@code /proc/cpuinfo} fields of the signature, x86's then ARM's, with the word each is shown with. */
    private static final List<String[]> SIGNATURE = List.of(
            new String[] {"cpu family", "family"}, new String[] {"model", "model"}, new String[] {"stepping", "stepping"},
            new String[] {"CPU implementer", "implementer"}, new String[] {"CPU part", "part"},
            new String[] {"CPU variant", "variant"}, new String[] {"CPU revision", "revision"});

    static CpuInfo parse(List<String> lines) {
        String model = null;
        Set<String> flags = new TreeSet<>();
        Map<String, String> fields = new HashMap<>();
        for (String line : lines) {
            if (line.isBlank() && (model != null || !flags.isEmpty())) {
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
            } else {
                fields.putIfAbsent(key, value);
            }
        }
        StringBuilder signature = new StringBuilder();
        for (String[] f : SIGNATURE) {
            String v = fields.get(f[0]);
            if (v != null && !v.isEmpty()) {
                signature.append(signature.isEmpty() ? "" : " ").append(f[1]).append(' ').append(v);
            }
        }
        return new CpuInfo(model == null ? System.getProperty("os.arch", "unknown") : model, signature.toString(),
                Set.copyOf(flags));
    }

    /** The model name and, where there is one, the signature: {@code AMD EPYC (family 25 model 17 stepping 1)}. */
    public String describe() {
        return signature.isEmpty() ? model : model + " (" + signature + ")";
    }

    /** The {@link #INTERESTING} flags this CPU has, in that order. */
    public List<String> interestingFlags() {
        return INTERESTING.stream().filter(flags::contains).toList();
    }
}
