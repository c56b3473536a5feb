package dev.lanecrypt.math;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanecrypt.cli.JsonReader;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * {@link MpInt#isProbablePrime} against Wycheproof's primality_test.json, read in place from the folder
 * named by {@code -Dlanecrypt.wycheproof}: every {@code valid} value is accepted, every {@code invalid}
 * value (Carmichael numbers, strong pseudoprimes to many bases, Lucas pseudoprimes ...) rejected, and
 * the {@code acceptable} ones (negatives of primes) answered as BigInteger does (it ignores the sign).
 * Values are hex two's complement, big-endian.
 */
class PrimalityWycheproofTest {

    @Test
    void primalityTestVectors() {
        String folder = System.getProperty("lanecrypt.wycheproof", "");
        Path file = Path.of(folder, "primality_test.json");
        if (folder.isEmpty() || !Files.isRegularFile(file)) {
            System.out.println("SKIPPED PrimalityWycheproofTest: no Wycheproof primality_test.json at '" + folder
                    + "' (set -Dlanecrypt.wycheproof to a checkout's testvectors_v1 folder)");
            Assumptions.abort("Wycheproof vectors absent at '" + folder + "'");
        }
        Map<String, Object> root = JsonReader.object(JsonReader.read(file));
        int count = 0;
        for (Map<String, Object> group : JsonReader.objects(root.get("testGroups"))) {
            for (Map<String, Object> test : JsonReader.objects(group.get("tests"))) {
                String hex = (String) test.get("value");
                byte[] bytes = HexFormat.of().parseHex(hex.length() % 2 == 0 ? hex : "0" + hex);
                MpInt value = MpInt.fromByteArray(bytes);
                assertEquals(new BigInteger(bytes), value.toBigInteger());
                boolean prime = value.isProbablePrime(100);
                String id = "tcId " + test.get("tcId") + " (" + test.get("comment") + ")";
                switch ((String) test.get("result")) {
                    case "valid" -> assertTrue(prime, id);
                    case "invalid" -> assertEquals(false, prime, id);
                    case "acceptable" -> assertEquals(value.abs().isProbablePrime(100), prime, id);
                    default -> throw new AssertionError("unknown result in " + id);
                }
                count++;
            }
        }
        assertEquals(((Number) root.get("numberOfTests")).intValue(), count);
    }
}
