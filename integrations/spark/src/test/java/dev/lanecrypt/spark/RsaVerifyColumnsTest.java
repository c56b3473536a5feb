package dev.lanecrypt.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PublicKey;
import java.security.Signature;
import java.security.SignatureException;
import java.security.spec.X509EncodedKeySpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.Test;

/**
 * {@link LaneCryptColumns#verifyPkcs1} in local mode against SunRsaSign's {@code Signature.verify} one row at a
 * time: several keys and sizes mixed in one partition, good signatures, damaged ones, ones of the wrong length
 * (SunRsaSign throws SignatureException for those: not valid, so {@code false}), keys that do not parse and
 * null columns (errors), row count and order kept.
 */
class RsaVerifyColumnsTest extends LocalSpark {

    private static final StructType SCHEMA = new StructType()
            .add("id", DataTypes.IntegerType, false)
            .add("publicKey", DataTypes.BinaryType, true)
            .add("data", DataTypes.BinaryType, true)
            .add("signature", DataTypes.BinaryType, true);

    @Test
    void matchesSunRsaSignRowByRow() throws Exception {
        SplittableRandom rnd = new SplittableRandom(22);
        List<KeyPair> keys = new ArrayList<>();
        for (int bits : new int[] {1024, 2048, 2048, 3072}) {
            KeyPairGenerator g = KeyPairGenerator.getInstance("RSA", "SunRsaSign");
            g.initialize(bits);
            keys.add(g.generateKeyPair());
        }
        for (String algorithm : new String[] {"SHA256withRSA", "SHA1withRSA", "SHA512withRSA"}) {
            List<Row> rows = new ArrayList<>();
            for (int i = 0; i < 240; i++) {
                KeyPair kp = keys.get(rnd.nextInt(keys.size()));
                byte[] data = bytes(rnd, rnd.nextInt(300));
                Signature s = Signature.getInstance(algorithm, "SunRsaSign");
                s.initSign(kp.getPrivate());
                s.update(data);
                byte[] sig = s.sign();
                byte[] key = kp.getPublic().getEncoded();
                switch (rnd.nextInt(12)) {
                    case 0 -> sig[rnd.nextInt(sig.length)] ^= (byte) (1 + rnd.nextInt(255));    // damaged
                    case 1 -> sig = Arrays.copyOf(sig, sig.length - 1);                          // wrong length
                    case 2 -> data = bytes(rnd, 20);                                             // other data
                    case 3 -> key = keys.get(rnd.nextInt(keys.size())).getPublic().getEncoded(); // maybe another key
                    case 4 -> key = Arrays.copyOf(key, key.length / 2);                          // does not parse
                    case 5 -> sig = null;
                    case 6 -> data = null;
                    default -> { }
                }
                rows.add(RowFactory.create(i, key, data, sig));
            }
            Dataset<Row> out = LaneCryptColumns.verifyPkcs1(spark.createDataFrame(rows, SCHEMA), algorithm,
                    KeySource.column("publicKey"), "data", "signature", "valid");
            List<Row> result = out.collectAsList();
            assertEquals(rows.size(), result.size());
            int valid = 0;
            for (int i = 0; i < rows.size(); i++) {
                Row in = rows.get(i);
                Row r = result.get(i);
                assertEquals(in.get(0), r.get(0), "order kept");
                Boolean expected = sunRsaSign(algorithm, (byte[]) in.get(1), (byte[]) in.get(2), (byte[]) in.get(3));
                String where = algorithm + " row " + i;
                if (expected == null) {
                    assertNull(r.get(4), where);
                    assertNotNull(r.get(5), where);
                } else {
                    assertEquals(expected, r.get(4), where + ": " + r.get(5));
                    assertNull(r.get(5), where);
                    valid += expected ? 1 : 0;
                }
            }
            assertTrue(valid > rows.size() / 4, "good signatures among the bad: " + valid);
        }
    }

    @Test
    void unknownAlgorithmsFailWhenTheJobIsBuilt() {
        Dataset<Row> d = spark.createDataFrame(List.of(), SCHEMA);
        KeySource k = KeySource.column("publicKey");
        assertThrows(IllegalArgumentException.class, () -> LaneCryptColumns.verifyPkcs1(d, "SHA256withECDSA", k, "data", "signature", "v"));
        assertThrows(IllegalArgumentException.class, () -> LaneCryptColumns.verifyPkcs1(d, "FOO256withRSA", k, "data", "signature", "v"));
        assertThrows(IllegalArgumentException.class, () -> LaneCryptColumns.verifyPkcs1(d, "SHA256withRSA", k, "data", "id", "v"));
        assertEquals("SHA-256", LaneCryptColumns.digestOf("SHA256withRSA"));
        assertEquals("SHA-384", LaneCryptColumns.digestOf("sha384withrsa"));
        assertEquals("SHA-1", LaneCryptColumns.digestOf("SHA1withRSA"));
        assertThrows(IllegalArgumentException.class, () -> LaneCryptColumns.digestOf("SHA3-256withRSA"));  // no DigestInfo
    }

    /** SunRsaSign's answer: true, false (SignatureException too: not a valid signature), null if a column cannot be read. */
    private static Boolean sunRsaSign(String algorithm, byte[] key, byte[] data, byte[] sig) {
        PublicKey pk;
        try {
            pk = KeyFactory.getInstance("RSA", "SunRsaSign").generatePublic(new X509EncodedKeySpec(key));
        } catch (Exception e) {
            return null;
        }
        if (data == null || sig == null) {
            return null;
        }
        try {
            Signature s = Signature.getInstance(algorithm, "SunRsaSign");
            s.initVerify(pk);
            s.update(data);
            return s.verify(sig);
        } catch (SignatureException e) {
            return false;
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
