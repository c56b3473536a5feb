package dev.lanecrypt.cli;

import dev.lanecrypt.select.Candidate;
import dev.lanecrypt.select.Choice;
import dev.lanecrypt.select.Hardware;
import dev.lanecrypt.select.Selection;
import dev.lanecrypt.provider.Coalescing;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The report of {@code lanecrypt cpu} and {@code lanecrypt tune}: the detected hardware facts and, per
 * operation and size class, the chosen candidate with the measurements behind it; as text or as JSON.
 * {@code cpu} adds the state and counts of the private-key coalescer ({@link Coalescing#stats}).
 */
final class SelectionReport {

    private SelectionReport() {
    }

    static void text(Hardware hw, List<Selection<?>> selections, PrintStream out) {
        out.println("CPU          " + hw.cpu().describe());
        out.println("CPU flags    " + String.join(" ", hw.cpu().interestingFlags()));
        out.println("JVM          " + hw.jvm());
        out.println("HotSpot      UseAVX=" + hw.useAvx() + ", MaxVectorSize=" + hw.maxVectorSize());
        out.println("Vector API   " + (hw.vectorApi() ? "usable, preferred " + hw.vectorBits() + " bits"
                : "not used: " + hw.refusal()));
        for (Selection<?> s : selections) {
            out.println();
            out.println(s.operation().name() + " (" + s.source() + "; ns per operation, best round):");
            List<String> timed = new ArrayList<>();
            s.choices().forEach(c -> c.nsPerOp().keySet().stream().filter(n -> !timed.contains(n)).forEach(timed::add));
            StringBuilder head = new StringBuilder(String.format("  %-20s %-9s", "size class", "chosen"));
            timed.forEach(n -> head.append(String.format(" %10s", n)));
            out.println(head);
            for (Choice<?> c : s.choices()) {
                StringBuilder row = new StringBuilder(String.format("  %-20s %-9s", c.sizeClass(), c.chosen().name()));
                timed.forEach(n -> {
                    Double v = c.nsPerOp().get(n);
                    row.append(v == null ? String.format(" %10s", "-") : String.format(" %10.1f", v));
                });
                out.println(row);
            }
            if (!s.choices().isEmpty()) {
                out.println("  reason: " + s.choices().get(0).reason());
            }
            for (Candidate<?> c : s.operation().candidates().get()) {
                if (c.note() != null) {
                    out.println("  " + c.name() + (c.available() ? " not timed at first use: " : " unavailable: ") + c.note());
                }
            }
        }
    }

    /** The coalescer's line of {@code lanecrypt cpu}. */
    static void text(Coalescing.Stats c, PrintStream out) {
        out.println("Coalescing   " + c.state() + " (-D" + Coalescing.PROPERTY + "=false turns it off); " + c.lanes()
                + " lanes, " + c.parallelism() + " computations at once; " + c.operations() + " private operations, "
                + c.singleOperation() + " single, " + c.batchedOperations() + " in batches");
    }

    /**
     * The JSON of {@code lanecrypt cpu}: {@link #json(Hardware, List)} with a {@code coalescing} object
     * (state, lanes, parallelism, operation counts, and {@code batches}: one entry per batch size from 2
     * to the lanes, the {@code operations} a multi-buffer call carried and how many {@code calls} did).
     */
    static String json(Hardware hw, List<Selection<?>> selections, Coalescing.Stats c) {
        Map<String, Object> root = tree(hw, selections);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("enabled", c.enabled());
        m.put("state", c.state());
        m.put("property", Coalescing.PROPERTY);
        m.put("lanes", c.lanes());
        m.put("parallelism", c.parallelism());
        m.put("operations", c.operations());
        m.put("singleOperation", c.singleOperation());
        m.put("waited", c.waited());
        m.put("batchedOperations", c.batchedOperations());
        List<Object> sizes = new ArrayList<>();
        long[] batches = c.batches();
        for (int k = 2; k < batches.length; k++) {
            Map<String, Object> b = new LinkedHashMap<>();
            b.put("operations", k);
            b.put("calls", batches[k]);
            sizes.add(b);
        }
        m.put("batches", sizes);
        root.put("coalescing", m);
        return Json.write(root);
    }

    static String json(Hardware hw, List<Selection<?>> selections) {
        return Json.write(tree(hw, selections));
    }

    private static Map<String, Object> tree(Hardware hw, List<Selection<?>> selections) {
        Map<String, Object> root = MachineReport.top("cpu");
        Map<String, Object> kernels = new LinkedHashMap<>();
        for (Selection<?> s : selections) {
            Map<String, Object> op = new LinkedHashMap<>();
            op.put("source", s.source());
            List<Object> classes = new ArrayList<>();
            for (Choice<?> c : s.choices()) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("sizeClass", c.sizeClass());
                m.put("chosen", c.chosen().name());
                m.put("reason", c.reason());
                m.put("nsPerOp", c.nsPerOp());
                classes.add(m);
            }
            op.put("choices", classes);
            List<Object> cands = new ArrayList<>();
            for (Candidate<?> c : s.operation().candidates().get()) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("name", c.name());
                m.put("available", c.available());
                m.put("timedAtFirstUse", c.quick());
                m.put("note", c.note());
                cands.add(m);
            }
            op.put("candidates", cands);
            kernels.put(s.operation().name(), op);
        }
        root.put("kernels", kernels);
        return root;
    }
}
