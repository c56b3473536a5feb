/**
 * The command line ({@code lanecrypt}): commands, their options and errors (one line, exit 2 for usage and
 * 1 for failures), all-or-nothing output files, and the registry of every selected operation ({@code
 * Operations}). The top of the package graph.
 */
package dev.lanecrypt.cli;
