# 卓の画像と見出し、ゲーム終了の画像（issue 26）。

tablepicture-computer = CPU{ $number }
