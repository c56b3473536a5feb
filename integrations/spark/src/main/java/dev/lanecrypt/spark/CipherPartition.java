package dev.lanecrypt.spark;

import dev.lanecrypt.batch.BatchCipher;
import dev.lanecrypt.batch.BatchMessage;
import dev.lanecrypt.cipher.Padding;
import java.nio.ByteBuffer;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.sql.Row;

/**
 * One partition of {@link LaneCryptColumns#encrypt} or {@link LaneCryptColumns#decrypt}: chunk by chunk
 * ({@link Chunks}), every row checked on its own ({@link BatchCipher#check}: key length, IV, input length),
 * the rows that pass run through one {@link BatchCipher} call, and each row's result or failure appended.
 * A decryption with PKCS5Padding runs the batch without padding and removes each row's padding itself
 * ({@link Padding#pkcs5PadLength}), so that a bad pad is that row's {@code BadPaddingException}, where the
 * batch call would fail as a whole.
 */
final class CipherPartition implements MapPartitionsFunction<Row, Row> {

    private final Transformation transformation;
    private final boolean encrypt;
    private final KeySource key;
    private final int keyIndex;
    private final int ivIndex;
    private final int dataIndex;
    private final String dataColumn;

    CipherPartition(Transformation transformation, boolean encrypt, KeySource key, int keyIndex, int ivIndex,
            int dataIndex, String dataColumn) {
        this.transformation = transformation;
        this.encrypt = encrypt;
        this.key = key;
        this.keyIndex = keyIndex;
        this.ivIndex = ivIndex;
        this.dataIndex = dataIndex;
        this.dataColumn = dataColumn;
    }

    @Override
    public Iterator<Row> call(Iterator<Row> rows) {
        BatchCipher checker = transformation.batch(encrypt);
        boolean unpad = !encrypt && transformation.padding() == Padding.PKCS5;
        BatchCipher runner = unpad
                ? new Transformation(transformation.family(), transformation.mode(), Padding.NONE).batch(false)
                : checker;
        return new Chunks(rows, dataIndex, chunk -> process(chunk, checker, runner, unpad));
    }

    private List<Row> process(List<Row> chunk, BatchCipher checker, BatchCipher runner, boolean unpad) {
        int n = chunk.size();
        byte[][] result = new byte[n][];
        String[] error = new String[n];
        List<BatchMessage> messages = new ArrayList<>(n);
        List<byte[]> outputs = new ArrayList<>(n);
        int[] rowOf = new int[n];
        for (int i = 0; i < n; i++) {
            Row row = chunk.get(i);
            try {
                byte[] k = key.key(row, keyIndex);
                byte[] iv = ivIndex < 0 || row.isNullAt(ivIndex) ? null : (byte[]) row.get(ivIndex);
                byte[] data = row.isNullAt(dataIndex) ? null : (byte[]) row.get(dataIndex);
                byte[] input = data == null ? new byte[0] : data;
                byte[] output = new byte[(int) checker.outputSize(input.length)];
                BatchMessage m = BatchMessage.of(k, iv, input, output);
                checker.check(m);   // key, then IV, then length: the order in which the JCA's init and doFinal fail
                if (data == null) {
                    throw new IllegalArgumentException("column " + dataColumn + " is null");
                }
                rowOf[messages.size()] = i;
                messages.add(m);
                outputs.add(output);
            } catch (Exception e) {
                error[i] = Chunks.describe(e);
            }
        }
        long[] lengths;
        try {
            lengths = runner.run(messages);
        } catch (GeneralSecurityException e) {
            // every message passed the checks run() makes, and padding is removed below: not a row's fault
            throw new IllegalStateException("batch call failed after its checks passed", e);
        }
        for (int j = 0; j < messages.size(); j++) {
            int i = rowOf[j];
            byte[] out = outputs.get(j);
            int len = (int) lengths[j];
            if (unpad && len > 0) {
                int pad = Padding.pkcs5PadLength(ByteBuffer.wrap(out, len - 8, 8).getLong());
                if (pad < 0) {
                    error[i] = "BadPaddingException: Given final block not properly padded";
                    continue;
                }
                len -= pad;
            }
            result[i] = len == out.length ? out : Arrays.copyOf(out, len);
        }
        List<Row> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(Chunks.extend(chunk.get(i), result[i], error[i]));
        }
        return out;
    }
}
