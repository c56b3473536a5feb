package dev.lanecrypt.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.Test;

/**
 * {@link LaneCryptColumns#encrypt} and {@link LaneCryptColumns#decrypt} in local mode against SunJCE one row
 * at a time: every family, mode, padding and key length, good rows and bad ones (wrong key or IV length, a
 * missing IV, null data, partial blocks, a damaged pad), row count and order kept.
 */
class CipherColumnsTest extends LocalSpark {

    private static final StructType SCHEMA = new StructType()
            .add("id", DataTypes.IntegerType, false)
            .add("key", DataTypes.BinaryType, true)
            .add("iv", DataTypes.BinaryType, true)
            .add("data", DataTypes.BinaryType, true);

    /** Family, key lengths to draw from, a wrong one. */
    private record Family(String name, int[] keyLengths, int badKeyLength) {
    }

    private static final List<Family> FAMILIES = List.of(
            new Family("DES", new int[] {8}, 7),
            new Family("DESede", new int[] {24}, 20),
            new Family("Blowfish", new int[] {4, 16, 56}, 57));

    private static final List<String> MODES = List.of(
            "ECB/NoPadding", "ECB/PKCS5Padding", "CBC/NoPadding", "CBC/PKCS5Padding", "CFB/NoPadding",
            "CFB/PKCS5Padding", "OFB/NoPadding", "CTR/NoPadding");

    @Test
    void everyTransformationMatchesSunJceRowByRow() throws Exception {
        SplittableRandom rnd = new SplittableRandom(20);
        for (Family f : FAMILIES) {
            for (String m : MODES) {
                String t = f.name() + "/" + m;
                boolean ecb = m.startsWith("ECB");
                boolean blocksOnly = (m.startsWith("ECB") || m.startsWith("CBC")) && m.endsWith("NoPadding");
                List<Row> plain = rows(rnd, f, ecb, blocksOnly, 300);
                Dataset<Row> sealed = LaneCryptColumns.encrypt(spark.createDataFrame(plain, SCHEMA), t,
                        KeySource.column("key"), ecb ? null : "iv", "data", "out");
                List<Row> enc = sealed.collectAsList();
                checkAgainstSunJce(t, Cipher.ENCRYPT_MODE, plain, enc);

                // decrypt what SunJCE would: the ciphertexts, with some damaged and some cut short
                List<Row> cipher = new ArrayList<>();
                for (Row r : enc) {
                    byte[] c = (byte[]) r.get(4);
                    if (c != null && c.length > 0 && rnd.nextInt(6) == 0) {
                        c = c.clone();
                        c[c.length - 1] ^= (byte) (1 + rnd.nextInt(255));       // the pad, if there is one
                    } else if (c != null && c.length > 8 && rnd.nextInt(10) == 0) {
                        c = Arrays.copyOf(c, c.length - 1 - rnd.nextInt(7));     // partial block
                    }
                    cipher.add(RowFactory.create(r.get(0), r.get(1), r.get(2), c));
                }
                Dataset<Row> opened = LaneCryptColumns.decrypt(spark.createDataFrame(cipher, SCHEMA), t,
                        KeySource.column("key"), ecb ? null : "iv", "data", "out");
                checkAgainstSunJce(t, Cipher.DECRYPT_MODE, cipher, opened.collectAsList());
            }
        }
    }

    @Test
    void keysResolvedFromIdsAndUnknownIdsFailOnlyTheirRows() throws Exception {
        SplittableRandom rnd = new SplittableRandom(21);
        Map<String, byte[]> store = Map.of("k1", bytes(rnd, 24), "k2", bytes(rnd, 24));
        StructType schema = new StructType().add("id", DataTypes.IntegerType, false)
                .add("keyId", DataTypes.StringType, true).add("iv", DataTypes.BinaryType, true)
                .add("data", DataTypes.BinaryType, true);
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            String id = i % 17 == 0 ? "missing" : i % 2 == 0 ? "k1" : "k2";
            rows.add(RowFactory.create(i, id, bytes(rnd, 8), bytes(rnd, rnd.nextInt(100))));
        }
        KeyResolver resolver = id -> store.get((String) id);
        List<Row> out = LaneCryptColumns.encrypt(spark.createDataFrame(rows, schema), "DESede/CBC/PKCS5Padding",
                KeySource.resolved("keyId", resolver), "iv", "data", "sealed").collectAsList();
        assertEquals(rows.size(), out.size());
        for (int i = 0; i < rows.size(); i++) {
            Row in = rows.get(i);
            Row r = out.get(i);
            assertEquals(in.get(0), r.get(0), "order kept");
            if (in.getString(1).equals("missing")) {
                assertNull(r.get(4));
                assertTrue(r.getString(5).startsWith("IllegalArgumentException: no key for id missing"), r.getString(5));
            } else {
                Cipher c = Cipher.getInstance("DESede/CBC/PKCS5Padding", "SunJCE");
                c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(store.get(in.getString(1)), "DESede"),
                        new IvParameterSpec((byte[]) in.get(2)));
                assertArrayEquals(c.doFinal((byte[]) in.get(3)), (byte[]) r.get(4));
                assertNull(r.get(5));
            }
        }
    }

    @Test
    void badArgumentsFailWhenTheJobIsBuilt() {
        Dataset<Row> d = spark.createDataFrame(List.of(), SCHEMA);
        KeySource k = KeySource.column("key");
        assertThrows(IllegalArgumentException.class, () -> LaneCryptColumns.encrypt(d, "AES/CBC/PKCS5Padding", k, "iv", "data", "o"));
        assertThrows(IllegalArgumentException.class, () -> LaneCryptColumns.encrypt(d, "DES/CTR/PKCS5Padding", k, "iv", "data", "o"));
        assertThrows(IllegalArgumentException.class, () -> LaneCryptColumns.encrypt(d, "DES/CBC", k, "iv", "data", "o"));
        assertThrows(IllegalArgumentException.class, () -> LaneCryptColumns.encrypt(d, "DES/CBC/NoPadding", k, "iv", "nope", "o"));
        assertThrows(IllegalArgumentException.class, () -> LaneCryptColumns.encrypt(d, "DES/CBC/NoPadding", k, "id", "data", "o"));
    }

    /** Rows with keys, IVs and data; about one in eight is bad in one way. */
    private static List<Row> rows(SplittableRandom rnd, Family f, boolean ecb, boolean blocksOnly, int n) {
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int kl = f.keyLengths()[rnd.nextInt(f.keyLengths().length)];
            int len = rnd.nextInt(200);
            if (blocksOnly) {
                len -= len % 8;
            }
            byte[] key = bytes(rnd, kl);
            byte[] iv = ecb ? null : bytes(rnd, 8);
            byte[] data = bytes(rnd, len);
            switch (rnd.nextInt(24)) {
                case 0 -> key = bytes(rnd, f.badKeyLength());
                case 1 -> iv = ecb ? iv : null;
                case 2 -> iv = ecb ? iv : bytes(rnd, 7);
                case 3 -> data = null;
                case 4 -> data = bytes(rnd, len + 3);     // a partial block (fine where the mode allows it)
                default -> { }
            }
            rows.add(RowFactory.create(i, key, iv, data));
        }
        return rows;
    }

    /** Each output row: the input's columns, then SunJCE's bytes, or null and the same exception type. */
    private static void checkAgainstSunJce(String t, int direction, List<Row> in, List<Row> out) throws Exception {
        assertEquals(in.size(), out.size(), t);
        String family = t.substring(0, t.indexOf('/'));
        for (int i = 0; i < in.size(); i++) {
            Row r = out.get(i);
            for (int c = 0; c < 4; c++) {
                Object a = in.get(i).get(c);
                Object b = r.get(c);
                assertTrue(a instanceof byte[] x && b instanceof byte[] y ? Arrays.equals(x, y) : java.util.Objects.equals(a, b),
                        t + " row " + i + " column " + c + " kept");
            }
            byte[] key = (byte[]) r.get(1);
            byte[] iv = (byte[]) r.get(2);
            byte[] data = (byte[]) r.get(3);
            String expectedError = null;
            byte[] expected = null;
            if (iv == null && !t.contains("/ECB/")) {
                // SunJCE would draw a random IV to encrypt; a table's IV column must hold it
                expectedError = "InvalidAlgorithmParameterException";
            } else {
                try {
                    Cipher c = Cipher.getInstance(t, "SunJCE");
                    c.init(direction, new SecretKeySpec(key, family), iv == null ? null : new IvParameterSpec(iv));
                    expected = c.doFinal(data);
                } catch (Exception e) {
                    expectedError = e.getClass().getSimpleName();
                }
            }
            String where = t + (direction == Cipher.ENCRYPT_MODE ? " encrypt" : " decrypt") + " row " + i;
            if (expectedError == null) {
                assertNull(r.get(5), where);
                assertArrayEquals(expected, (byte[]) r.get(4), where);
            } else {
                assertNull(r.get(4), where);
                assertNotNull(r.get(5), where + ": SunJCE failed with " + expectedError);
                assertTrue(r.getString(5).startsWith(expectedError + ":"), where + ": " + r.getString(5)
                        + " where SunJCE threw " + expectedError);
            }
        }
    }
}
