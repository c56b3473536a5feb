package dev.lanecrypt.select;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The saved profile: a round trip, and every way a file is refused (corrupt, or another machine's). */
class ProfileTest {

    @TempDir
    Path dir;

    private static final Operation<String> OP = new Operation<>("op", "lanecrypt.test.profile",
            () -> List.of(Candidate.of("plain", "p"), Candidate.of("wide", "w")),
            List.of(new SizeClass<>("small", (s, reps) -> reps), new SizeClass<>("large", (s, reps) -> reps)));

    private static Selection<String> selection() {
        Candidate<String> wide = Candidate.of("wide", "w");
        return new Selection<>(OP, List.of(
                new Choice<>("small", Candidate.of("plain", "p"), Map.of("plain", 10.5, "wide", 12.0), "fastest of 2 timed"),
                new Choice<>("large", wide, Map.of("plain", 100.0, "wide", 40.25), "fastest of 2 timed")), "full calibration");
    }

    @Test
    void roundTrip() throws Exception {
        Path file = dir.resolve("lanecrypt").resolve("profile.txt");
        Profile.save(file, Hardware.get(), List.of(selection()));
        Map<String, Profile.Entry> e = Profile.load(file, Hardware.get()).orElseThrow();
        assertEquals(2, e.size());
        assertEquals("plain", e.get(Profile.key("op", "small")).chosen());
        assertEquals(Map.of("plain", 100.0, "wide", 40.25), e.get(Profile.key("op", "large")).nsPerOp());
    }

    @Test
    void savingSomeOperationsKeepsTheOthers() throws Exception {
        Path file = dir.resolve("profile.txt");
        Profile.save(file, Hardware.get(), List.of(selection()));
        Operation<String> other = new Operation<>("other", "lanecrypt.test.other", () -> List.of(Candidate.of("x", "x")),
                List.of(new SizeClass<>("all", (s, reps) -> reps)));
        Profile.save(file, Hardware.get(), List.of(new Selection<>(other,
                List.of(new Choice<>("all", Candidate.of("x", "x"), Map.of("x", 1.0), "only")), "full calibration")));
        Map<String, Profile.Entry> e = Profile.load(file, Hardware.get()).orElseThrow();
        assertEquals(List.of(Profile.key("other", "all"), Profile.key("op", "small"), Profile.key("op", "large")),
                List.copyOf(e.keySet()));
    }

    @Test
    void anyChangedByteMakesItCorrupt() throws Exception {
        Path file = dir.resolve("profile.txt");
        Profile.save(file, Hardware.get(), List.of(selection()));
        byte[] good = Files.readAllBytes(file);
        for (int i = 0; i < good.length; i += 7) {
            byte[] bad = good.clone();
            bad[i] ^= 0x04;
            Files.write(file, bad);
            assertEquals(Optional.empty(), Profile.load(file, Hardware.get()), "byte " + i);
        }
        Files.write(file, java.util.Arrays.copyOf(good, good.length / 2));
        assertEquals(Optional.empty(), Profile.load(file, Hardware.get()), "truncated");
        Files.writeString(file, "garbage\n");
        assertEquals(Optional.empty(), Profile.load(file, Hardware.get()));
    }

    @Test
    void anotherCpuJvmOrShapeIsIgnored() throws Exception {
        Hardware hw = Hardware.get();
        Path file = dir.resolve("profile.txt");
        for (Hardware other : List.of(
                new Hardware(hw.vectorApi(), hw.refusal(), hw.vectorBits(), new CpuInfo("Other CPU", Set.of()), hw.jvm(),
                        hw.useAvx(), hw.maxVectorSize()),
                // a CPU named and flagged alike but of another family, model or stepping (KVM's "AMD EPYC": Zen 3-5)
                new Hardware(hw.vectorApi(), hw.refusal(), hw.vectorBits(),
                        new CpuInfo(hw.cpu().model(), hw.cpu().signature() + " other", hw.cpu().flags()), hw.jvm(),
                        hw.useAvx(), hw.maxVectorSize()),
                new Hardware(hw.vectorApi(), hw.refusal(), hw.vectorBits(), hw.cpu(), "Other JVM 26", hw.useAvx(),
                        hw.maxVectorSize()),
                new Hardware(hw.vectorApi(), hw.refusal(), hw.vectorBits() == 128 ? 256 : 128, hw.cpu(), hw.jvm(),
                        hw.useAvx(), hw.maxVectorSize()))) {
            Profile.save(file, other, List.of(selection()));
            assertTrue(Files.readString(file, StandardCharsets.UTF_8).startsWith("lanecrypt-profile\t1\n"));
            assertEquals(Optional.empty(), Profile.load(file, hw), other.toString());
            assertTrue(Profile.load(file, other).isPresent(), "valid for the machine that wrote it");
        }
    }

    @Test
    void thePropertyNamesAnotherFileAndSaveProfileWritesWhatItReads() throws Exception {
        Path named = dir.resolve("handed").resolve("profile.txt");
        String before = System.getProperty(Profile.PROPERTY);
        try {
            System.setProperty(Profile.PROPERTY, named.toString());
            assertEquals(named, Profile.location());
            Selector.saveProfile(named, List.of(selection()));
            Map<String, Profile.Entry> e = Profile.load(named, Hardware.get()).orElseThrow();
            assertEquals(selection().choices().get(0).chosen().name(),
                    e.get(Profile.key("op", selection().choices().get(0).sizeClass())).chosen());
            System.clearProperty(Profile.PROPERTY);
            assertTrue(Profile.location().endsWith(Path.of("lanecrypt", "profile.txt")), Profile.location().toString());
        } finally {
            if (before == null) {
                System.clearProperty(Profile.PROPERTY);
            } else {
                System.setProperty(Profile.PROPERTY, before);
            }
        }
    }

    @Test
    void aMissingFileIsSimplyAbsent() {
        assertEquals(Optional.empty(), Profile.load(dir.resolve("none.txt"), Hardware.get()));
    }

    /** WARNING records of the library's logger while {@code body} runs (System.Logger goes to java.util.logging). */
    private static List<String> warnings(Runnable body) {
        java.util.logging.Logger jul = java.util.logging.Logger.getLogger("dev.lanecrypt.select");
        List<String> seen = new java.util.concurrent.CopyOnWriteArrayList<>();
        java.util.logging.Handler h = new java.util.logging.Handler() {
            @Override
            public void publish(java.util.logging.LogRecord r) {
                if (r.getLevel() == java.util.logging.Level.WARNING) {
                    seen.add(r.getMessage());
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        jul.addHandler(h);
        try {
            body.run();
        } finally {
            jul.removeHandler(h);
        }
        return seen;
    }

    private static boolean sh(String command) throws Exception {
        Process p = new ProcessBuilder("bash", "-c", command).redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        return p.waitFor() == 0;
    }

    @Test
    void aFifoIsIgnoredWithOneWarningAndNeverOpened() throws Exception {
        Path fifo = dir.resolve("profile.txt");
        org.junit.jupiter.api.Assumptions.assumeTrue(sh("mkfifo '" + fifo + "'"), "mkfifo failed");
        try {
            List<String> w = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(20),
                    () -> warnings(() -> assertEquals(Optional.empty(), Profile.load(fifo, Hardware.get()))),
                    "opening a FIFO blocks until a writer comes");
            assertEquals(List.of("lanecrypt: ignoring unreadable profile " + fifo + ": not a regular file"), w);
        } finally {
            new java.io.RandomAccessFile(fifo.toFile(), "rw").close();   // frees a reader stuck in open(2), if any
        }
    }

    @Test
    void aLinkToAnEndlessDeviceOrAHugeFileIsIgnoredWithOneWarning() throws Exception {
        Path zero = Files.createSymbolicLink(dir.resolve("zero.txt"), Path.of("/dev/zero"));
        assertEquals(List.of("lanecrypt: ignoring unreadable profile " + zero + ": not a regular file"),
                warnings(() -> assertEquals(Optional.empty(), Profile.load(zero, Hardware.get()))));
        Path huge = dir.resolve("huge.txt");
        try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(huge.toFile(), "rw")) {
            f.setLength(Profile.MAX_BYTES + 1L);
        }
        assertEquals(List.of("lanecrypt: ignoring unreadable profile " + huge + ": larger than 1048576 bytes"),
                warnings(() -> assertEquals(Optional.empty(), Profile.load(huge, Hardware.get()))));
        assertEquals(List.of("lanecrypt: ignoring unreadable profile " + dir + ": a directory"),
                warnings(() -> assertEquals(Optional.empty(), Profile.load(dir, Hardware.get()))));
    }
}
