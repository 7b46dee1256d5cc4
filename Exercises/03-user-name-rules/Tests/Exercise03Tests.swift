// Exercise 03 — skeleton, to be written.
