package dev.lanecrypt.provider;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lanecrypt.testutil.AllocationFork;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.Security;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Java program uses LaneCrypt with no code change: a security properties file
 * ({@code -Djava.security.properties=...}) puts the provider first and shifts the JDK's own list down by
 * one; the program's {@code getInstance} calls without a provider then get LaneCrypt, and its signatures
 * verify with the JDK. In a fresh JVM, because the provider list is read once per JVM.
 */
class NoCodeChangeTest {

    @TempDir
    Path dir;

    @Test
    void securityPropertiesFilePutsLaneCryptFirst() throws IOException, InterruptedException {
        StringBuilder props = new StringBuilder("security.provider.1=" + LaneCryptProvider.class.getName() + "\n");
        for (int i = 1; Security.getProperty("security.provider." + i) != null; i++) {
            props.append("security.provider.").append(i + 1).append('=')
                    .append(Security.getProperty("security.provider." + i)).append('\n');
        }
        Path file = dir.resolve("lanecrypt.security");
        Files.writeString(file, props);
        AllocationFork.Report r = AllocationFork.run(dir, NoCodeChangeCheck.class,
                List.of("signature", "cipher-", "keyagreement-", "verified-"), 120,
                "-Djava.security.properties=" + file);
        for (String what : List.of("signature", "cipher-blowfish", "cipher-des", "keyagreement-dh",
                "verified-by-sunrsasign")) {
            assertEquals(1L, r.bytes().get(what), what + "\n" + props + r.output());
        }
    }
}
