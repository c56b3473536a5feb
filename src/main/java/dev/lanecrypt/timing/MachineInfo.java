package dev.lanecrypt.timing;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * What the timing header says about the machine: the CPU (from {@code /proc/cpuinfo} where there is
 * one), the JVM, and the vector shape HotSpot will use ({@code MaxVectorSize}, {@code UseAVX}, read
 * through the HotSpot diagnostic MXBean so that nothing here touches {@code jdk.incubator.vector}).
 */
record MachineInfo(String cpu, String jvm, String vector, double cpuMhz) {

    static MachineInfo probe() {
        List<String> cpuinfo = readCpuinfo();
        String model = field(cpuinfo, "model name").or(() -> field(cpuinfo, "Processor"))
                .orElse(System.getProperty("os.arch"));
        String flags = " " + field(cpuinfo, "flags").or(() -> field(cpuinfo, "Features")).orElse("") + " ";
        StringBuilder cpu = new StringBuilder(model)
                .append(", ").append(Runtime.getRuntime().availableProcessors()).append(" cores");
        if (flags.contains(" avx512f ")) {
            cpu.append(", AVX-512 (avx512f)");
        } else if (flags.contains(" avx2 ")) {
            cpu.append(", AVX2, no AVX-512");
        } else if (flags.contains(" asimd ")) {
            cpu.append(", NEON (asimd)");
        }
        double mhz = field(cpuinfo, "cpu MHz").map(MachineInfo::parseOrNaN).orElse(Double.NaN);
        String jvm = System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version")
                + " (" + System.getProperty("java.vm.vendor") + ")";
        return new MachineInfo(cpu.toString(), jvm, vectorShape(), mhz);
    }

    private static String vectorShape() {
        boolean module = ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent();
        String shape = vmOption("MaxVectorSize")
                .map(bytes -> "MaxVectorSize=" + bytes + " bytes (" + bitsOf(bytes) + "-bit vectors)")
                .orElse("MaxVectorSize unknown");
        String avx = vmOption("UseAVX").map(v -> ", UseAVX=" + v).orElse("");
        return shape + avx + ", jdk.incubator.vector " + (module ? "loaded" : "not loaded");
    }

    private static String bitsOf(String bytes) {
        try {
            return Integer.toString(Integer.parseInt(bytes) * 8);
        } catch (NumberFormatException e) {
            return "?";
        }
    }

    private static Optional<String> vmOption(String name) {
        try {
            return Optional.of(ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class)
                    .getVMOption(name).getValue());
        } catch (IllegalArgumentException | NullPointerException e) {
            return Optional.empty(); // not HotSpot, or a flag this CPU family does not have
        }
    }

    private static List<String> readCpuinfo() {
        try {
            return Files.readAllLines(Path.of("/proc/cpuinfo"));
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }

    private static Optional<String> field(List<String> lines, String key) {
        for (String line : lines) {
            int colon = line.indexOf(':');
            if (colon > 0 && line.substring(0, colon).strip().equals(key)) {
                return Optional.of(line.substring(colon + 1).strip());
            }
        }
        return Optional.empty();
    }

    private static double parseOrNaN(String s) {
        try {
            return Double.parseDouble(s);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
