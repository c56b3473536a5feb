package dev.lanecrypt.arch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The layout's one rule, decided by source root: only classes compiled from {@code simd/} refer to
 * {@code jdk.incubator.vector}, and no class compiled from {@code src/main/java} or {@code scalar/} refers
 * to a class compiled from {@code simd/} (they reach it by name through {@code dev.lanecrypt.select.Simd},
 * after detection), so the library loads and runs scalar without the incubator module. A class file
 * names every class it refers to in its constant pool as a UTF-8 string, so a byte search for a class's
 * internal name finds every reference.
 */
class KernelLayoutTest {

    private static final byte[] VECTOR_PACKAGE = "jdk/incubator/vector".getBytes(StandardCharsets.UTF_8);

    static final Path CLASSES = Path.of("target", "classes");

    /** The internal names (dev/lanecrypt/des/BitslicedDes) of the top-level classes compiled from {@code root}. */
    static Set<String> sourceClasses(String root) throws IOException {
        Path dir = Path.of(root);
        assertTrue(Files.isDirectory(dir), root + " source root missing");
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(p -> p.toString().endsWith(".java") && !p.endsWith("package-info.java"))
                    .map(p -> dir.relativize(p).toString().replace('\\', '/').replaceAll("\\.java$", ""))
                    .collect(Collectors.toSet());
        }
    }

    /** The class files of the given top-level classes, nested classes included. */
    static List<Path> classFiles(Set<String> topLevel) throws IOException {
        try (Stream<Path> files = Files.walk(CLASSES)) {
            return files.filter(p -> p.toString().endsWith(".class"))
                    .filter(p -> topLevel.contains(internalName(p).replaceAll("\\$.*", "")))
                    .toList();
        }
    }

    static String internalName(Path classFile) {
        return CLASSES.relativize(classFile).toString().replace('\\', '/').replaceAll("\\.class$", "");
    }

    static byte[] read(Path p) {
        try {
            return Files.readAllBytes(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Set<String> outsideSimd() throws IOException {
        Set<String> s = new java.util.HashSet<>(sourceClasses("src/main/java"));
        s.addAll(sourceClasses("scalar"));
        return s;
    }

    @Test
    void onlySimdClassesReferToTheVectorApi() throws IOException {
        List<String> offenders = classFiles(outsideSimd()).stream()
                .filter(p -> indexOf(read(p), VECTOR_PACKAGE) >= 0).map(KernelLayoutTest::internalName).toList();
        assertEquals(List.of(), offenders, "classes outside simd/ that refer to jdk.incubator.vector");
    }

    @Test
    void nothingOutsideSimdNamesASimdClass() throws IOException {
        Set<String> simd = sourceClasses("simd");
        assertFalse(simd.isEmpty());
        List<String> offenders = classFiles(outsideSimd()).stream()
                .filter(p -> {
                    byte[] bytes = read(p);
                    return simd.stream().anyMatch(c -> refersTo(bytes, c));
                })
                .map(KernelLayoutTest::internalName).toList();
        assertEquals(List.of(), offenders, "classes outside simd/ that link to a class of simd/ (use select.Simd)");
    }

    @Test
    void scalarSourcesDoNotImportTheVectorApi() throws IOException {
        try (Stream<Path> files = Files.walk(Path.of("scalar"))) {
            List<Path> offenders = files.filter(p -> p.toString().endsWith(".java"))
                    .filter(p -> new String(read(p), StandardCharsets.UTF_8).contains("jdk.incubator.vector"))
                    .toList();
            assertEquals(List.of(), offenders);
        }
    }

    @Test
    void theSearchFindsAReferenceWhereThereIsOne() {
        byte[] sample = "xxjdk/incubator/vector/LongVectorxx".getBytes(StandardCharsets.UTF_8);
        assertTrue(indexOf(sample, VECTOR_PACKAGE) >= 0);
        byte[] named = "\u0001\u0000\u001aLdev/lanecrypt/des/Bitsliced;".getBytes(StandardCharsets.ISO_8859_1);
        assertTrue(refersTo(named, "dev/lanecrypt/des/Bitsliced"));
        assertFalse(refersTo(named, "dev/lanecrypt/des/Bits"), "a prefix of a longer name is not a reference");
    }

    /** {@code bytes} hold {@code name} followed by a character that ends a class name (';', '$', or a string end). */
    private static boolean refersTo(byte[] bytes, String name) {
        byte[] needle = name.getBytes(StandardCharsets.UTF_8);
        int from = 0;
        while (true) {
            int at = indexOf(bytes, needle, from);
            if (at < 0) {
                return false;
            }
            int end = at + needle.length;
            if (end == bytes.length || !Character.isJavaIdentifierPart((char) (bytes[end] & 0xff))
                    || bytes[end] == '$') {
                return true;
            }
            from = at + 1;
        }
    }

    private static int indexOf(byte[] hay, byte[] needle) {
        return indexOf(hay, needle, 0);
    }

    private static int indexOf(byte[] hay, byte[] needle, int from) {
        outer:
        for (int i = from; i + needle.length <= hay.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (hay[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
