package dev.lanecrypt.arch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * No cycle among the library's packages (all three source roots, each package as one node: a package
 * spread over {@code src/}, {@code scalar/} and {@code simd/} is one package). The edges are read from the
 * class files' constant pools, where every class a class refers to appears by its internal name; strings
 * with dots (the door's entry class name) are not edges, which is the point of the door. A cycle is
 * reported as its strongly connected component, with one class-level edge per package edge.
 */
class PackageCycleTest {

    private static final Pattern NAME = Pattern.compile("dev/lanecrypt/((?:[a-z0-9_]+/)*[a-z0-9_]+)/([A-Z][A-Za-z0-9_]*)");

    static Map<String, Map<String, String>> edges() throws IOException {
        Set<String> library = new HashSet<>(KernelLayoutTest.sourceClasses("src/main/java"));
        library.addAll(KernelLayoutTest.sourceClasses("scalar"));
        library.addAll(KernelLayoutTest.sourceClasses("simd"));
        Map<String, Map<String, String>> edges = new TreeMap<>();
        for (Path p : KernelLayoutTest.classFiles(library)) {
            String self = KernelLayoutTest.internalName(p);
            String from = pkg(self);
            edges.computeIfAbsent(from, k -> new TreeMap<>());
            Matcher m = NAME.matcher(new String(KernelLayoutTest.read(p), StandardCharsets.ISO_8859_1));
            while (m.find()) {
                String to = m.group(1).replace('/', '.');
                if (!to.equals(from) && library.contains("dev/lanecrypt/" + m.group(1) + "/" + m.group(2))) {
                    edges.get(from).putIfAbsent(to, self.replace('/', '.') + " -> " + m.group(2));
                }
            }
        }
        return edges;
    }

    private static String pkg(String internalName) {
        String s = internalName.substring("dev/lanecrypt/".length());
        return s.substring(0, s.lastIndexOf('/')).replace('/', '.');
    }

    @Test
    void thePackagesFormNoCycle() throws IOException {
        Map<String, Map<String, String>> g = edges();
        assertTrue(g.size() > 10, "packages found: " + g.keySet());
        List<String> cycles = new ArrayList<>();
        for (Set<String> scc : components(g)) {
            if (scc.size() > 1) {
                StringBuilder b = new StringBuilder(scc.toString());
                for (String a : scc) {
                    g.get(a).forEach((to, why) -> {
                        if (scc.contains(to)) {
                            b.append("\n    ").append(a).append(" -> ").append(to).append(" (").append(why).append(')');
                        }
                    });
                }
                cycles.add(b.toString());
            }
        }
        assertEquals(List.of(), cycles, "package cycles");
    }

    @Test
    void theSearchFindsACycle() {
        Map<String, Map<String, String>> g = new TreeMap<>();
        g.put("a", new TreeMap<>(Map.of("b", "")));
        g.put("b", new TreeMap<>(Map.of("c", "")));
        g.put("c", new TreeMap<>(Map.of("a", "")));
        g.put("d", new TreeMap<>(Map.of("a", "")));
        assertEquals(List.of(Set.of("a", "b", "c")), components(g).stream().filter(s -> s.size() > 1).toList());
    }

    /** Tarjan's strongly connected components. */
    static List<Set<String>> components(Map<String, Map<String, String>> g) {
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        Set<String> on = new HashSet<>();
        List<Set<String>> out = new ArrayList<>();
        for (String v : g.keySet()) {
            if (!index.containsKey(v)) {
                connect(v, g, index, low, stack, on, out);
            }
        }
        return out;
    }

    private static void connect(String v, Map<String, Map<String, String>> g, Map<String, Integer> index,
            Map<String, Integer> low, Deque<String> stack, Set<String> on, List<Set<String>> out) {
        index.put(v, index.size());
        low.put(v, index.get(v));
        stack.push(v);
        on.add(v);
        for (String w : g.getOrDefault(v, Map.of()).keySet()) {
            if (!index.containsKey(w)) {
                connect(w, g, index, low, stack, on, out);
                low.put(v, Math.min(low.get(v), low.get(w)));
            } else if (on.contains(w)) {
                low.put(v, Math.min(low.get(v), index.get(w)));
            }
        }
        if (low.get(v).equals(index.get(v))) {
            Set<String> scc = new TreeSet<>();
            String w;
            do {
                w = stack.pop();
                on.remove(w);
                scc.add(w);
            } while (!w.equals(v));
            out.add(scc);
        }
    }
}
