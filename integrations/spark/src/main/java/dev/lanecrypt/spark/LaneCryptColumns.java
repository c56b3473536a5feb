package dev.lanecrypt.spark;

import dev.lanecrypt.rsa.EmsaPkcs1;
import java.security.NoSuchAlgorithmException;
import java.util.Locale;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * LaneCrypt's batch API as Spark Dataset functions: each partition's rows go to the batch calls a chunk at a
 * time ({@code mapPartitions}; thousands of rows per call, never one {@code Cipher} per row), every row with
 * its own key and IV. The result is the input with two columns appended: {@code result} and
 * {@code result_error} ({@link #errorColumn}). A row that cannot be processed (a key of the wrong length, a
 * missing IV, a ciphertext that is not whole blocks, a bad pad, a key id the resolver does not know, a
 * public key that does not parse) has a null result and its error, the JDK exception's type and message; it
 * never fails the job. Rows keep their partitions and their order.
 *
 * <p>Every JVM that runs these functions needs the Vector API: {@code --add-modules jdk.incubator.vector} on
 * the driver and, on a cluster, in {@code spark.executor.extraJavaOptions} (without it the library runs its
 * plain-Java kernels, correct and slower).
 */
public final class LaneCryptColumns {

    private LaneCryptColumns() {
    }

    /** The column holding a row's failure beside {@code resultColumn}: {@code resultColumn + "_error"}. */
    public static String errorColumn(String resultColumn) {
        return resultColumn + "_error";
    }

    /**
     * Encrypts {@code dataColumn} (binary) with {@code transformation} ({@code "DESede/CBC/PKCS5Padding"},
     * DES, DESede or Blowfish; ECB, CBC, CFB, OFB or CTR) into {@code resultColumn} (binary), byte for byte
     * what {@code Cipher.doFinal} gives for each row.
     *
     * @param ivColumn binary column of 8-byte IVs; null for ECB
     * @throws IllegalArgumentException for an unknown transformation, or a column that is missing or of the
     *                                  wrong type
     */
    public static Dataset<Row> encrypt(Dataset<Row> rows, String transformation, KeySource key, String ivColumn,
            String dataColumn, String resultColumn) {
        return cipher(rows, Transformation.parse(transformation), true, key, ivColumn, dataColumn, resultColumn);
    }

    /** Decrypts, as {@link #encrypt} encrypts; a bad pad is the row's {@code BadPaddingException}. */
    public static Dataset<Row> decrypt(Dataset<Row> rows, String transformation, KeySource key, String ivColumn,
            String dataColumn, String resultColumn) {
        return cipher(rows, Transformation.parse(transformation), false, key, ivColumn, dataColumn, resultColumn);
    }

    /**
     * Verifies RSASSA-PKCS1-v1_5 signatures ({@code algorithm} as the JCA names it: {@code "SHA256withRSA"};
     * SHA-1, SHA-224, SHA-256, SHA-384 and SHA-512) of {@code dataColumn} (binary) in {@code signatureColumn} (binary)
     * under each row's public key (X.509 SubjectPublicKeyInfo bytes, as {@code PublicKey.getEncoded()} gives
     * them) into {@code resultColumn} (boolean): what {@code Signature.verify} answers, {@code false} for a
     * signature that does not verify.
     */
    public static Dataset<Row> verifyPkcs1(Dataset<Row> rows, String algorithm, KeySource publicKey,
            String dataColumn, String signatureColumn, String resultColumn) {
        String digest = digestOf(algorithm);
        StructType in = rows.schema();
        int keyIndex = keyIndex(in, publicKey);
        int dataIndex = index(in, dataColumn, DataTypes.BinaryType);
        int signatureIndex = index(in, signatureColumn, DataTypes.BinaryType);
        StructType out = in.add(resultColumn, DataTypes.BooleanType, true)
                .add(errorColumn(resultColumn), DataTypes.StringType, true);
        return rows.mapPartitions(new RsaVerifyPartition(digest, publicKey, keyIndex, dataIndex, signatureIndex,
                dataColumn, signatureColumn), Encoders.row(out));
    }

    private static Dataset<Row> cipher(Dataset<Row> rows, Transformation t, boolean encrypt, KeySource key,
            String ivColumn, String dataColumn, String resultColumn) {
        StructType in = rows.schema();
        int keyIndex = keyIndex(in, key);
        int ivIndex = ivColumn == null ? -1 : index(in, ivColumn, DataTypes.BinaryType);
        int dataIndex = index(in, dataColumn, DataTypes.BinaryType);
        StructType out = in.add(resultColumn, DataTypes.BinaryType, true)
                .add(errorColumn(resultColumn), DataTypes.StringType, true);
        return rows.mapPartitions(new CipherPartition(t, encrypt, key, keyIndex, ivIndex, dataIndex, dataColumn),
                Encoders.row(out));
    }

    private static int keyIndex(StructType schema, KeySource key) {
        return key.resolver() == null ? index(schema, key.column(), DataTypes.BinaryType) : index(schema, key.column(), null);
    }

    /** The column's index, checked to exist and (unless {@code type} is null) to be of that type. */
    private static int index(StructType schema, String column, DataType type) {
        int i;
        try {
            i = schema.fieldIndex(column);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("no column " + column + " in " + schema.simpleString(), e);
        }
        StructField f = schema.fields()[i];
        if (type != null && !f.dataType().equals(type)) {
            throw new IllegalArgumentException("column " + column + " is " + f.dataType().simpleString() + ", not "
                    + type.simpleString());
        }
        return i;
    }

    /** {@code "SHA256withRSA"} to {@code "SHA-256"}, checked to be a digest the PKCS#1 encoding knows. */
    static String digestOf(String algorithm) {
        String a = algorithm.toUpperCase(Locale.ROOT);
        int with = a.indexOf("WITHRSA");
        if (with <= 0 || with + "WITHRSA".length() != a.length()) {
            throw new IllegalArgumentException("not a PKCS#1 v1.5 signature algorithm: " + algorithm);
        }
        String d = a.substring(0, with);
        if (d.startsWith("SHA") && !d.startsWith("SHA-") && !d.startsWith("SHA3-") && d.length() > 3) {
            d = "SHA-" + d.substring(3);
        }
        try {
            EmsaPkcs1.minLength(d, 32);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalArgumentException("digest " + d + " of " + algorithm + " not supported", e);
        }
        return d;
    }
}
