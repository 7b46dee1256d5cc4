// Exercise 02 — skeleton, to be written.
