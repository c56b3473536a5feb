package dev.lanecrypt.cli;

import dev.lanecrypt.provider.Version;
import dev.lanecrypt.select.Hardware;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The part {@code cpu --json} and {@code timing --json} share (docs/json.md, "cpu --json and timing --json"):
 * the top-level {@code version} and {@code command}, and {@code machine}, the structured description of
 * what ran it. Every key is camelCase; a value this machine does not have is {@code null}.
 */
public final class MachineReport {

    private MachineReport() {
    }

    /** A new top-level object: {@code version}, {@code command}, {@code machine}; the command adds the rest. */
    public static Map<String, Object> top(String command) {
        Map<String, Object> top = new LinkedHashMap<>();
        top.put("version", Version.get());
        top.put("command", command);
        top.put("machine", machine(Hardware.get()));
        return top;
    }

    static Map<String, Object> machine(Hardware hw) {
        Map<String, Object> cpu = new LinkedHashMap<>();
        cpu.put("model", hw.cpu().model());
        cpu.put("signature", hw.cpu().signature().isEmpty() ? null : hw.cpu().signature());
        cpu.put("cores", Runtime.getRuntime().availableProcessors());
        cpu.put("flags", hw.cpu().interestingFlags());
        double mhz = nominalMhz();
        cpu.put("nominalMhz", Double.isNaN(mhz) ? null : mhz);
        Map<String, Object> os = new LinkedHashMap<>();
        os.put("name", System.getProperty("os.name"));
        os.put("arch", System.getProperty("os.arch"));
        Map<String, Object> jvm = new LinkedHashMap<>();
        jvm.put("name", System.getProperty("java.vm.name"));
        jvm.put("version", Runtime.version().toString());
        jvm.put("vendor", System.getProperty("java.vm.vendor"));
        Map<String, Object> hotspot = new LinkedHashMap<>();
        hotspot.put("useAvx", hw.useAvx() < 0 ? null : hw.useAvx());
        hotspot.put("maxVectorSize", hw.maxVectorSize() < 0 ? null : hw.maxVectorSize());
        Map<String, Object> vector = new LinkedHashMap<>();
        vector.put("usable", hw.vectorApi());
        vector.put("bits", hw.vectorBits());
        vector.put("refusal", hw.refusal());
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("cpu", cpu);
        m.put("os", os);
        m.put("jvm", jvm);
        m.put("hotspot", hotspot);
        m.put("vectorApi", vector);
        return m;
    }

    /** The first {@code cpu MHz} of {@code /proc/cpuinfo} (the nominal clock), or NaN where there is none. */
    public static double nominalMhz() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("cpu MHz")) {
                    return Double.parseDouble(line.substring(line.indexOf(':') + 1).strip());
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux, or a format this does not know: left out
        }
        return Double.NaN;
    }
}
