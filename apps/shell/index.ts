import { registerRootComponent } from 'expo';
import App from './App.tsx';

registerRootComponent(App);
