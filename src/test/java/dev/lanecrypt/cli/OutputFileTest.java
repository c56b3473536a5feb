package dev.lanecrypt.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link OutputFile}'s commit against {@link OutputFile#abandon} (what the shutdown hook calls from
 * another thread): the target ends with all the new bytes or none, and no temporary file stays.
 */
class OutputFileTest {

    @TempDir
    Path dir;

    private List<Path> files() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.toList();
        }
    }

    @Test
    void abandonedBeforeTheCommitLeavesNothingAndTheCommitFails() throws Exception {
        Path target = dir.resolve("x");
        OutputFile f = OutputFile.open(target);
        f.stream().write(new byte[] {1, 2, 3});
        f.abandon();
        assertThrows(IOException.class, f::commit);
        f.close();
        assertEquals(List.of(), files());
    }

    @Test
    void abandonedAfterTheCommitKeepsTheFile() throws Exception {
        Path target = Files.write(dir.resolve("x"), new byte[] {9});
        OutputFile f = OutputFile.open(target);
        f.stream().write(new byte[] {1, 2, 3});
        f.commit();
        f.abandon();
        f.close();
        assertEquals(List.of(target), files());
        assertEquals(3, Files.size(target));
    }

    @Test
    void commitRacingAbandonIsAllOrNothing() throws Exception {
        for (int i = 0; i < 200; i++) {
            Path target = Files.write(dir.resolve("x"), new byte[] {9});
            OutputFile f = OutputFile.open(target);
            f.stream().write(new byte[] {1, 2, 3});
            CountDownLatch go = new CountDownLatch(1);
            Thread hook = Thread.ofPlatform().start(() -> {
                try {
                    go.await();
                    f.abandon();
                } catch (IOException | InterruptedException e) {
                    throw new AssertionError(e);
                }
            });
            go.countDown();
            boolean committed;
            try {
                f.commit();
                committed = true;
            } catch (IOException e) {
                committed = false;
            }
            hook.join();
            f.close();
            assertEquals(List.of(target), files(), "round " + i);
            assertEquals(committed ? 3 : 1, Files.size(target), "round " + i);
            assertTrue(Files.isRegularFile(target));
        }
    }
}
