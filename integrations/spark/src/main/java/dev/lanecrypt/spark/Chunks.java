package dev.lanecrypt.spark;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.Function;
import org.apache.spark.sql.Row;

/**
 * A partition's rows taken a chunk at a time (up to {@link #ROWS} rows or {@link #BYTES} bytes of the column
 * that sizes them), each chunk turned into its output rows by one batch call: the batch API sees many rows at
 * once, and a partition never has to fit in memory whole. Output rows come out in input order.
 */
final class Chunks implements Iterator<Row> {

    /** Rows per batch call at most: enough to fill every lane and amortize a call many times over. */
    static final int ROWS = 4096;

    /** Bytes of the sized column per batch call at most (a chunk's inputs and outputs stay in memory). */
    static final long BYTES = 16L << 20;

    private final Iterator<Row> in;
    private final int sizedColumn;
    private final Function<List<Row>, List<Row>> process;
    private final ArrayDeque<Row> ready = new ArrayDeque<>();

    /** {@code sizedColumn}: a binary column whose lengths bound a chunk, or -1 to count rows only. */
    Chunks(Iterator<Row> in, int sizedColumn, Function<List<Row>, List<Row>> process) {
        this.in = in;
        this.sizedColumn = sizedColumn;
        this.process = process;
    }

    @Override
    public boolean hasNext() {
        if (ready.isEmpty() && in.hasNext()) {
            List<Row> chunk = new ArrayList<>();
            long bytes = 0;
            while (in.hasNext() && chunk.size() < ROWS && bytes < BYTES) {
                Row r = in.next();
                chunk.add(r);
                if (sizedColumn >= 0 && !r.isNullAt(sizedColumn) && r.get(sizedColumn) instanceof byte[] b) {
                    bytes += b.length;
                }
            }
            ready.addAll(process.apply(chunk));
        }
        return !ready.isEmpty();
    }

    @Override
    public Row next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        return ready.poll();
    }

    /** The input row's values followed by {@code extra}. */
    static Row extend(Row row, Object... extra) {
        int n = row.size();
        Object[] v = new Object[n + extra.length];
        for (int i = 0; i < n; i++) {
            v[i] = row.get(i);
        }
        System.arraycopy(extra, 0, v, n, extra.length);
        return org.apache.spark.sql.RowFactory.create(v);
    }

    /** A row's failure as its error column says it: the exception's type and message. */
    static String describe(Exception e) {
        return e.getClass().getSimpleName() + ": " + e.getMessage();
    }

    /** A binary column's bytes; a null fails the row. */
    static byte[] bytes(Row row, int index, String column) {
        if (row.isNullAt(index)) {
            throw new IllegalArgumentException("column " + column + " is null");
        }
        return (byte[]) row.get(index);
    }
}
