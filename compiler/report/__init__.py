"""How problems are reported: the diagnostic shape (file:line:col), every code, "did you mean".

Every stage imports this package; it imports no stage.
"""
