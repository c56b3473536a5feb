package dev.lanecrypt.arch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The design card's one rule: nothing compiled from {@code scalar/} or {@code src/} refers to
 * {@code jdk.incubator.vector}; only {@code dev.lanecrypt.simd} may, and it is loaded reflectively after
 * detection. A class file names every class it refers to in its constant pool as a UTF-8 string, so a
 * byte search for the package's internal name finds every reference.
 */
class KernelLayoutTest {

    private static final byte[] VECTOR_PACKAGE = "jdk/incubator/vector".getBytes(StandardCharsets.UTF_8);

    private static final Path CLASSES = Path.of("target", "classes", "dev", "lanecrypt");

    @Test
    void onlySimdClassesReferToTheVectorApi() throws IOException {
        List<Path> offenders;
        try (Stream<Path> files = Files.walk(CLASSES)) {
            offenders = files.filter(p -> p.toString().endsWith(".class"))
                    .filter(p -> !CLASSES.relativize(p).startsWith("simd"))
                    .filter(KernelLayoutTest::refersToVectorApi)
                    .toList();
        }
        assertEquals(List.of(), offenders, "classes outside dev.lanecrypt.simd that refer to jdk.incubator.vector");
    }

    @Test
    void scalarSourcesDoNotImportTheVectorApi() throws IOException {
        Path scalar = Path.of("scalar");
        assertTrue(Files.isDirectory(scalar), "scalar/ source root missing");
        try (Stream<Path> files = Files.walk(scalar)) {
            List<Path> offenders = files.filter(p -> p.toString().endsWith(".java"))
                    .filter(p -> read(p).contains("jdk.incubator.vector"))
                    .toList();
            assertEquals(List.of(), offenders);
        }
    }

    @Test
    void theSearchFindsAReferenceWhereThereIsOne() {
        byte[] sample = "xxjdk/incubator/vector/LongVectorxx".getBytes(StandardCharsets.UTF_8);
        assertTrue(indexOf(sample, VECTOR_PACKAGE) >= 0);
    }

    private static boolean refersToVectorApi(Path classFile) {
        try {
            return indexOf(Files.readAllBytes(classFile), VECTOR_PACKAGE) >= 0;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static int indexOf(byte[] hay, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= hay.length; i++) {
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
