package dev.lanecrypt.provider;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lanecrypt.testutil.AllocationFork;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Loading the provider starts no calibration (its self-tests run inside
 * {@link dev.lanecrypt.select.Selector#deferringCalibration}), nor do ciphers in the serial modes (CBC, CFB, OFB
 * encryption: single blocks, scalar code); the first bulk use of an algorithm does. Before,
 * loading it timed the multiply, Montgomery, DES and Blowfish kernels at once, seconds of CPU for a program
 * that uses one of them. In a fresh JVM because the selections are per JVM.
 */
class LazyCalibrationTest {

    @TempDir
    Path dir;

    @Test
    void onlyUsedAlgorithmsAreCalibrated() throws IOException, InterruptedException {
        AllocationFork.Report r = AllocationFork.run(dir, LazyCalibrationCheck.class, List.of("after"), 240);
        assertEquals(0L, r.bytes().get("afterLoad"), r.output());
        assertEquals(0L, r.bytes().get("afterSerial"), r.output());
        assertEquals(1L, r.bytes().get("afterUse"), r.output());
    }

    /**
     * A Montgomery context a self-test cached inside the deferring scope (ffdhe2048's) starts the
     * calibration at its first product outside it; before, it waited for some other modulus to start it
     * and ran the scalar kernel meanwhile (DH on ffdhe2048 at a third of its speed).
     */
    @Test
    void aGroupCachedBySelfTestsStartsTheCalibrationWhenUsed() throws IOException, InterruptedException {
        AllocationFork.Report r = AllocationFork.run(dir, SelfTestedGroupCheck.class, List.of("chosen"), 240);
        assertEquals(1L, r.bytes().get("chosen"), r.output());
    }
}
