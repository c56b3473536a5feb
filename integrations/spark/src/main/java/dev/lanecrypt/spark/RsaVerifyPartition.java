package dev.lanecrypt.spark;

import dev.lanecrypt.rsa.RsaBatchVerify;
import dev.lanecrypt.rsa.RsaPublicKeyParts;
import java.nio.ByteBuffer;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.MessageDigest;
import java.security.interfaces.RSAPublicKey;
import java.security.spec.X509EncodedKeySpec;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.sql.Row;

/**
 * One partition of {@link LaneCryptColumns#verifyPkcs1}: chunk by chunk ({@link Chunks}), each row's public
 * key parsed (X.509 SubjectPublicKeyInfo, once per distinct key in the partition) and its data hashed, then
 * all the chunk's signatures checked by one {@link RsaBatchVerify#pkcs1} call. A bad signature is
 * {@code false}; a row whose key, data or signature cannot be read has a null result and its error.
 */
final class RsaVerifyPartition implements MapPartitionsFunction<Row, Row> {

    private final String digest;
    private final KeySource key;
    private final int keyIndex;
    private final int dataIndex;
    private final int signatureIndex;
    private final String dataColumn;
    private final String signatureColumn;

    RsaVerifyPartition(String digest, KeySource key, int keyIndex, int dataIndex, int signatureIndex, String dataColumn,
            String signatureColumn) {
        this.digest = digest;
        this.key = key;
        this.keyIndex = keyIndex;
        this.dataIndex = dataIndex;
        this.signatureIndex = signatureIndex;
        this.dataColumn = dataColumn;
        this.signatureColumn = signatureColumn;
    }

    @Override
    public Iterator<Row> call(Iterator<Row> rows) throws Exception {
        Map<ByteBuffer, RsaPublicKeyParts> keys = new HashMap<>();
        KeyFactory factory = KeyFactory.getInstance("RSA");
        MessageDigest md = MessageDigest.getInstance(digest);
        return new Chunks(rows, -1, chunk -> process(chunk, keys, factory, md));
    }

    private List<Row> process(List<Row> chunk, Map<ByteBuffer, RsaPublicKeyParts> keys, KeyFactory factory,
            MessageDigest md) {
        int n = chunk.size();
        String[] error = new String[n];
        List<RsaPublicKeyParts> k = new ArrayList<>(n);
        List<byte[]> hashes = new ArrayList<>(n);
        List<byte[]> signatures = new ArrayList<>(n);
        int[] rowOf = new int[n];
        for (int i = 0; i < n; i++) {
            Row row = chunk.get(i);
            try {
                byte[] encoded = key.key(row, keyIndex);
                RsaPublicKeyParts parts = keys.get(ByteBuffer.wrap(encoded));
                if (parts == null) {
                    RSAPublicKey pk = (RSAPublicKey) factory.generatePublic(new X509EncodedKeySpec(encoded));
                    parts = new RsaPublicKeyParts(pk.getModulus(), pk.getPublicExponent());
                    keys.put(ByteBuffer.wrap(encoded.clone()), parts);
                }
                byte[] hash = md.digest(Chunks.bytes(row, dataIndex, dataColumn));
                byte[] signature = Chunks.bytes(row, signatureIndex, signatureColumn);
                rowOf[k.size()] = i;
                k.add(parts);
                hashes.add(hash);
                signatures.add(signature);
            } catch (Exception e) {
                error[i] = Chunks.describe(e);
            }
        }
        boolean[] valid;
        try {
            valid = RsaBatchVerify.pkcs1(digest, k.toArray(RsaPublicKeyParts[]::new), hashes.toArray(byte[][]::new),
                    signatures.toArray(byte[][]::new));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("the digest was checked when the job was built", e);
        }
        Boolean[] result = new Boolean[n];
        for (int j = 0; j < valid.length; j++) {
            result[rowOf[j]] = valid[j];
        }
        List<Row> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(Chunks.extend(chunk.get(i), result[i], error[i]));
        }
        return out;
    }
}
