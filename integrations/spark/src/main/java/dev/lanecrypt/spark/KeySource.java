package dev.lanecrypt.spark;

import java.io.Serializable;
import java.util.Objects;
import org.apache.spark.sql.Row;

/**
 * Where a row's key comes from: a binary column holding the key itself, or a column holding a key id that a
 * {@link KeyResolver} turns into the key.
 *
 * @param column   the column read from each row
 * @param resolver null when the column holds the key bytes
 */
public record KeySource(String column, KeyResolver resolver) implements Serializable {

    public KeySource {
        Objects.requireNonNull(column, "column");
    }

    /** The key bytes are in {@code column} (binary). */
    public static KeySource column(String column) {
        return new KeySource(column, null);
    }

    /** {@code idColumn} holds an id, {@code resolver} gives its key. */
    public static KeySource resolved(String idColumn, KeyResolver resolver) {
        return new KeySource(idColumn, Objects.requireNonNull(resolver, "resolver"));
    }

    /** The key of a row whose {@link #column} is at {@code index}; a throw fails that row. */
    byte[] key(Row row, int index) throws Exception {
        if (row.isNullAt(index)) {
            throw new IllegalArgumentException("key column " + column + " is null");
        }
        if (resolver == null) {
            return (byte[]) row.get(index);
        }
        byte[] k = resolver.key(row.get(index));
        if (k == null) {
            throw new IllegalArgumentException("no key for id " + row.get(index));
        }
        return k;
    }
}
