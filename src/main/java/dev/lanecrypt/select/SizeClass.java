package dev.lanecrypt.select;

/**
 * One size class of an {@link Operation}, chosen for separately: a label for reports and the profile
 * ({@code "multiply 16-31"}, {@code "ecb 64+ blocks"}) and the trial that represents it.
 */
public record SizeClass<T>(String label, Trial<T> trial) {
}
