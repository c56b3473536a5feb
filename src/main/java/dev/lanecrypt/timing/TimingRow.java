package dev.lanecrypt.timing;

import dev.lanecrypt.measure.Measurement;

/**
 * One measured cell: a section's path at one size. {@code sizeName} names the unit of {@code size} and
 * is the key of the size in JSON ({@code "digits"} for mul/sqr, {@code "bits"} for a modulus,
 * {@code "bytes"} for a buffer of cipher blocks); per-byte or per-second figures are derived from
 * {@code size} and the measurement, so a section needs no other fields.
 */
public record TimingRow(String section, String path, String sizeName, int size, Measurement measurement) {
}
